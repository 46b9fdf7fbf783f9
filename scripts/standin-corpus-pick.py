#!/usr/bin/env python3
"""Lists a fetched repository's app folders, decides scope, extracts in-scope ones.

usage: standin-corpus-pick.py OWNER/NAME [--extract]

The repository is read from $CORPUS_MIRROR/OWNER+NAME/repo (default /work/.mirror), a clone
checked out at the commit docs/standin-corpus/repos.tsv names. docs/standin-coverage.md says how
the corpus was chosen and how to rebuild it on another machine."""
import json, os, re, subprocess, sys

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

def run(*args):
    return subprocess.run(['git', '-C', git, *args], capture_output=True, check=True).stdout

commit = run('rev-parse', 'HEAD').decode().strip()
paths = run('ls-tree', '-r', '--name-only', '-z', 'HEAD').decode('utf-8', 'replace').split('\0')
swift = [p for p in paths if p.endswith('.swift') and os.path.basename(p) != 'Package.swift']

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

apps = []
for root, skip_tests in roots:
    deeper = [r for r, _ in roots if r != root and under(r, root) and len(r) > len(root)]
    files = [f for f in swift if under(f, root) and not any(under(f, d) for d in deeper)]
    if skip_tests:
        files = [f for f in files if not any(c.endswith('Tests') for c in f.split('/')[:-1])]
    if files:
        apps.append((root, files))

def verdict(files):
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
    return None

taken = 0
result = {'repo': repo, 'commit': commit, 'apps': []}
for root, files in apps:
    why = verdict(files)
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
                    rel = f[len(root) + 1:] if root else f
                    dest = os.path.join(os.environ.get('CORPUS', '/work/corpus2'), entry['id'], rel)
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
