#!/usr/bin/env python3
"""Lists a fetched repository's app folders, decides scope, extracts in-scope ones.

usage: standin-corpus-pick.py OWNER/NAME [--extract]

The repository is read from $CORPUS_MIRROR/OWNER+NAME/repo (default /work/.mirror), a clone
checked out at the commit docs/standin-corpus/repos.tsv names. docs/standin-coverage.md says how
the corpus was chosen and how to rebuild it on another machine."""
import json, os, re, subprocess, sys, tempfile, unicodedata

repo = sys.argv[1]
extract = '--extract' in sys.argv
git = os.path.join(os.environ.get('CORPUS_MIRROR', '/work/.mirror'), repo.replace('/', '+'), 'repo')
CAP = 8
ALLOWED = {'SwiftUI', 'Foundation', 'Observation'}
UIKIT_OK = {'UIColor', 'UIFont', 'UIScreen', 'UIApplication', 'UIImage', 'UIImpactFeedbackGenerator',
            'UINotificationFeedbackGenerator', 'UISelectionFeedbackGenerator', 'UIKeyboardType',
            'UITextAutocapitalizationType', 'UITextContentType'}
APPKIT = re.compile(r'\bNS(Color|Image|Font|View|ViewRepresentable|Application|Workspace|Pasteboard|Window|Screen|HostingController|Event)\b')
IMPORT = re.compile(r'^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:class |struct |enum |func |protocol |typealias |var |let )?([A-Za-z_][A-Za-z0-9_]*)', re.M)
DECL = re.compile(r'\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)')
TOP_DECL = re.compile(r'^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|open)\s+)*'
                      r'(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)', re.M)

def run(*args):
    return subprocess.run(['git', '-C', git, *args], capture_output=True, check=True).stdout

commit = run('rev-parse', 'HEAD').decode().strip()
paths = run('ls-tree', '-r', '--name-only', '-z', 'HEAD').decode('utf-8', 'replace').split('\0')
swift = [p for p in paths if p.endswith('.swift') and os.path.basename(p) != 'Package.swift']
# Xcode runs on a case-insensitive file system that also ignores Unicode normalisation: a project
# file may name `BucketListApp.swift` for the repository's `BucketlistApp.swift`, or spell a Korean
# folder name in composed characters where Git has it decomposed.
def folded(path):
    return unicodedata.normalize('NFC', path).lower()

spelled = {folded(p): p for p in paths}

roots = []  # (root folder whose files are the app's, display id)
pbx = {}
for p in paths:
    if p.endswith('.xcodeproj/project.pbxproj'):
        proj = os.path.dirname(p)
        parent = os.path.dirname(proj)
        name = os.path.basename(proj)[:-len('.xcodeproj')]
        target = os.path.join(parent, name) if parent else name
        if any(f.startswith(target + '/') for f in swift):
            roots.append((target, False))
            pbx[target] = p
        else:
            roots.append((parent, True))
            pbx[parent] = p
    elif re.search(r'\.swiftpm/Package\.swift$', p):
        roots.append((os.path.dirname(p), False))
roots = sorted(set(roots))

def under(f, root):
    return root == '' or f.startswith(root + '/')

OBJECT = re.compile(r'^\t\t([0-9A-Fa-f]{24})(?: /\*.*?\*/)? = \{', re.M)
SDK = re.compile(r'\b(iphoneos|macosx|watchos|appletvos|xros)\b')

def top_types(f):
    """The types a file declares at the top level."""
    return set(TOP_DECL.findall(run('show', f'HEAD:{f}').decode('utf-8', 'replace')))

class Project:
    """What an Xcode project file says of its app targets: their platforms and the files they compile."""

    def __init__(self, path):
        try:
            text = run('show', f'HEAD:{path}').decode('utf-8', 'replace')
        except subprocess.CalledProcessError:
            text = ''  # a snapshot lacks files of 4 MiB and more; such a project says nothing
        self.text = text
        starts = list(OBJECT.finditer(text))
        self.objects = {m.group(1): text[m.end():(starts[i + 1].start() if i + 1 < len(starts) else len(text))]
                        for i, m in enumerate(starts)}
        self.home = os.path.dirname(os.path.dirname(path))
        self.name = os.path.basename(os.path.dirname(path))[:-len('.xcodeproj')]
        self.paths = {}
        self.relative = set()
        root = next((b for b in self.objects.values() if 'isa = PBXProject' in b), '')
        self.settings = self.sdks(root)
        self.walk(self.field(root, 'mainGroup'), self.home)
        apps = [b for b in self.objects.values() if 'isa = PBXNativeTarget' in b
                and self.field(b, 'productType') == 'com.apple.product-type.application']
        self.targets = [(self.field(b, 'name'), self.sdks(b) or self.settings, self.sources(b)) for b in apps]
        self.models = [m for b in apps for kind in ('.mlmodel', '.mlpackage') for m in self.sources(b, kind)]
        self.extensions = [self.sources(b) for b in self.objects.values() if 'isa = PBXNativeTarget' in b
                           and self.field(b, 'productType') != 'com.apple.product-type.application']

    @staticmethod
    def field(body, key):
        m = re.search(r'\b' + key + r' = ("(?:[^"\\]|\\.)*"|[^;]+);', body)
        return re.sub(r'/\*.*?\*/', '', m.group(1)).strip().strip('"') if m else None

    @staticmethod
    def ids(body, key):
        m = re.search(r'\b' + key + r' = \((.*?)\);', body, re.S)
        return re.findall(r'[0-9A-Fa-f]{24}', m.group(1)) if m else []

    def sdks(self, body):
        """The SDKs a target's (or the project's) build configurations name."""
        found = set()
        for config in self.ids(self.objects.get(self.field(body, 'buildConfigurationList') or '', ''), 'buildConfigurations'):
            settings = self.objects.get(config, '')
            for key in ('SDKROOT', 'SUPPORTED_PLATFORMS'):
                found |= set(SDK.findall(self.field(settings, key) or ''))
        return found

    def walk(self, ident, folder, relative=True):
        """Resolves each file reference's path in the repository through its groups. A path is
        relative when it and its groups are relative to the project or to their group, not to a
        build folder or the file system's root."""
        body = self.objects.get(ident or '', '')
        path = self.field(body, 'path')
        tree = self.field(body, 'sourceTree')
        relative = relative and tree in (None, '<group>', 'SOURCE_ROOT')
        if path is not None:
            folder = os.path.normpath(os.path.join(self.home if tree == 'SOURCE_ROOT' else folder, path))
        if 'isa = PBXGroup' in body or 'isa = PBXVariantGroup' in body:
            for child in self.ids(body, 'children'):
                self.walk(child, folder, relative)
        elif 'isa = PBXFileReference' in body:
            self.paths[ident] = folder
            if relative:
                self.relative.add(folder)

    def sources(self, target, kind='.swift'):
        files = []
        for phase in self.ids(target, 'buildPhases'):
            if 'isa = PBXSourcesBuildPhase' in self.objects.get(phase, ''):
                for build_file in self.ids(self.objects[phase], 'files'):
                    path = self.paths.get(self.field(self.objects.get(build_file, ''), 'fileRef') or '')
                    if path and path.endswith(kind):
                        files.append(spelled.get(folded(path), path))
        return files

    def ios_targets(self):
        """The app targets built for iOS, the one named after the project first when there is one."""
        ios = [t for t in self.targets if 'iphoneos' in t[1]]
        return sorted(ios, key=lambda t: t[0] != self.name)

    def platform(self):
        """Why the project is not an iOS app, or None."""
        named = set().union(*(t[1] for t in self.targets)) if self.targets else self.settings
        if named and not self.ios_targets():
            return 'builds for ' + ' '.join(sorted(named)) + ' only'
        # A bridging header imports Objective-C code into the app's Swift: an import of code that
        # is neither SwiftUI, Foundation nor Observation.
        if re.search(r'SWIFT_OBJC_BRIDGING_HEADER = "?[^";\s]', self.text):
            return 'imports Objective-C through a bridging header'
        return None

    def lacking(self):
        """A Swift file the iOS app target compiles that the repository lacks (Xcode stops with
        "Build input file cannot be found"), or None."""
        targets = self.ios_targets()
        missing = [f for f in targets[0][2] if f in self.relative and folded(f) not in spelled] if targets else []
        return sorted(missing)[0] if missing else None

    def adjust(self, files, swift, root, others):
        """The folder's files as the iOS app target sees them: a file only another target compiles
        (a macOS or watchOS twin, an extension) is left out; a file the app target compiles from
        beside the folder is taken. A file no target names stays, as the folder rule has it: a
        project file left behind in a commit is likelier than a file nobody builds, unless it has the
        name of a file the target compiles (Xcode refuses two files of one name) or declares a
        top-level type that a file the target compiles declares too (Xcode would refuse the pair)."""
        targets = self.ios_targets()
        if not targets:
            return files
        mine = set(targets[0][2])
        elsewhere = set().union(*(t[2] for t in self.targets if t is not targets[0]), *self.extensions)
        names = {os.path.basename(f) for f in mine}
        kept = [f for f in files if f in mine or (f not in elsewhere and os.path.basename(f) not in names)]
        compiled = set().union(*(top_types(f) for f in kept if f in mine))
        kept = [f for f in kept if f in mine or not (top_types(f) & compiled)]
        kept += sorted(f for f in mine - set(files) if f in swift and not under(f, root)
                       and not any(under(f, r) for r in others))
        return kept

projects = {root: Project(p) for root, p in pbx.items()}

apps = []
for root, skip_tests in roots:
    deeper = [r for r, _ in roots if r != root and under(r, root) and len(r) > len(root)]
    files = [f for f in swift if under(f, root) and not any(under(f, d) for d in deeper)]
    if skip_tests:
        files = [f for f in files if not any(c.endswith('Tests') for c in f.split('/')[:-1])]
    if root in projects:
        others = [r for r, _ in roots if r != root and not under(root, r)]
        files = projects[root].adjust(files, set(swift), root, others)
    if files:
        apps.append((root, files))

def relative(f, root):
    """Where an app's file goes in its corpus folder: files from beside the app folder go under _beside/."""
    if under(f, root):
        return f[len(root) + 1:] if root else f
    return os.path.join('_beside', f)

def platform(root):
    """Why an app is not an iOS app, or None: the issue's subject is iOS's SwiftUI."""
    if root in projects:
        return projects[root].platform()
    if root.endswith('.swiftpm'):
        manifest = run('show', f'HEAD:{root}/Package.swift')
        if b'.iOS' not in manifest and b'iOSApplication' not in manifest:
            return 'a Swift Playgrounds app for no iOS platform'
    return None

def verdict(root, files):
    texts = [run('show', f'HEAD:{f}').decode('utf-8', 'replace') for f in files]
    imports = set(m for t in texts for m in IMPORT.findall(t))
    others = sorted(imports - ALLOWED)
    if others:
        return 'imports ' + ' '.join(others)
    if 'SwiftUI' not in imports:
        return 'no SwiftUI'
    declared = set(m for t in texts for m in DECL.findall(t))
    code = [re.sub(r'//.*', '', t) for t in texts]
    uikit = sorted(set(m for t in code for m in re.findall(r'\bUI[A-Z][A-Za-z]*\b', t)) - UIKIT_OK - declared)
    if uikit:
        return 'names UIKit ' + ' '.join(uikit)
    appkit = sorted(set(m.group(0) for t in code for m in APPKIT.finditer(t)) - declared)
    if appkit:
        return 'names AppKit ' + ' '.join(appkit)
    if any(re.search(r'<#.*?#>', t) for t in code):
        return 'holds an editor placeholder, which Xcode refuses too'
    error = parse_error(files, texts)
    if error:
        return f'does not parse ({error}), so Xcode refuses it too'
    lacking = projects[root].lacking() if root in projects else None
    if lacking:
        return f'compiles {lacking}, which the repository lacks, so a clone does not build in Xcode either'
    models = [p for p in paths if under(p, root) and re.search(r'\.(mlmodel|mlpackage)(/|$)', p)]
    if models or (root in projects and projects[root].models):
        return 'compiles a Core ML model, whose generated class imports CoreML'
    return platform(root)

def parse_error(files, texts):
    """The first error Swift's parser finds in the files, or None. Parsing needs no SDK, so a file
    that does not parse does not build in Xcode either (a README saved as a .swift file, a brace too
    many). Files of one name are parsed apart, as the compiler refuses two in one invocation."""
    with tempfile.TemporaryDirectory() as tmp:
        batches = {}
        for n, (f, text) in enumerate(zip(files, texts)):
            name = os.path.basename(f)
            if name == 'main.swift':
                continue  # top-level code is allowed there
            batch = batches.setdefault(sum(1 for g in files[:n] if os.path.basename(g) == name), [])
            dest = os.path.join(tmp, str(n), name)
            os.makedirs(os.path.dirname(dest))
            with open(dest, 'w') as out:
                out.write(text)
            batch.append((dest, f))
        for batch in batches.values():
            swiftc = subprocess.run(['swiftc', '-parse', '-swift-version', '5', '-parse-as-library',
                                     '-enable-bare-slash-regex', *(d for d, _ in batch)], capture_output=True, text=True)
            for line in swiftc.stderr.splitlines():
                m = re.match(r'(.*?):(\d+):\d+: error: (.*)', line)
                if m:
                    original = next(f for d, f in batch if d == m.group(1))
                    return f'{os.path.basename(original)}:{m.group(2)}: {m.group(3)}'
    return None

taken = 0
result = {'repo': repo, 'commit': commit, 'apps': []}
for root, files in apps:
    why = verdict(root, files)
    entry = {'root': root or '.', 'files': len(files), 'out': why}
    if why is None:
        if taken >= CAP:
            entry['out'] = 'over the cap of 8'
        else:
            taken += 1
            ident = f'{taken:02d}-' + '__'.join((root or repo.split('/')[1]).split('/')[-2:])
            entry['id'] = f"{repo.replace('/', '+')}/{ident}"
            if extract:
                for f in files:
                    dest = os.path.join(os.environ.get('CORPUS', '/work/corpus2'), entry['id'], relative(f, root))
                    os.makedirs(os.path.dirname(dest), exist_ok=True)
                    with open(dest, 'wb') as out:
                        out.write(run('show', f'HEAD:{f}'))
                # Xcode 15 generates a ColorResource for each colour set and an ImageResource for
                # each image set unless the project turns asset symbols off, and Color and
                # ShapeStyle members for the colour sets of a project whose build settings ask for
                # asset symbol extensions (and UIImage members for its image sets); keep the sets,
                # and mark a project without extensions.
                settings = run('show', f'HEAD:{pbx[root]}') if root in pbx else b''
                symbols = b'ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO' not in settings
                extensions = b'ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES' in settings
                app = os.path.join(os.environ.get('CORPUS', '/work/corpus2'), entry['id'])
                if root in pbx and symbols:
                    for c in paths:
                        if under(c, root) and re.search(r'\.(colorset|imageset)/Contents\.json$', c):
                            rel = c[len(root) + 1:] if root else c
                            dest = os.path.join(app, rel)
                            os.makedirs(os.path.dirname(dest), exist_ok=True)
                            with open(dest, 'wb') as out:
                                out.write(run('show', f'HEAD:{c}'))
                    if not extensions:
                        open(os.path.join(app, '.no-asset-symbol-extensions'), 'wb').close()
    result['apps'].append(entry)
result['in_scope'] = taken
print(json.dumps(result))
