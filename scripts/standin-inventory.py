#!/usr/bin/env python3
"""Builds the inventory of Apple's public SwiftUI API from a Markdown mirror of its documentation.

Usage: scripts/standin-inventory.py <folder of the mirror's pages> > Tests/SwiftUIStandInTests/Inventory/SwiftUI.tsv

The mirror (github.com/xukecheng/iOS_wiki, Documentation/swiftUI/Documentation/) holds one
Markdown file per type or topic; each file is a run of pages, one per declaration, each opening
with its kind ("Initializer"), its title ("# init(_:action:)"), its platforms and its declaration
indented by four spaces. Only facts are taken: kind, container, name, declaration and platforms.
Tests/SwiftUIStandInTests/Inventory/README.md describes the columns and the rules below.
"""

import os
import re
import sys

KINDS = {
    "Structure": "struct",
    "Generic Structure": "struct",
    "Class": "class",
    "Enumeration": "enum",
    "Protocol": "protocol",
    "Type Alias": "typealias",
    "Associated Type": "associatedtype",
    "Macro": "macro",
    "Function": "func",
    "Operator": "operator",
    "Instance Method": "method",
    "Type Method": "type method",
    "Instance Property": "property",
    "Type Property": "type property",
    "Case": "case",
    "Initializer": "init",
    "Instance Subscript": "subscript",
    "Type Subscript": "type subscript",
}
TYPE_KINDS = {"struct", "class", "enum", "protocol", "macro", "func", "operator"}

# The area of each topic page of the documentation; a type's members share the area of the page
# that lists the type, and a modifier takes the area of the topic page that lists it.
TOPIC_AREAS = {
    "Accessibility fundamentals": "accessibility",
    "Accessibility modifiers": "accessibility",
    "Accessible appearance": "accessibility",
    "Accessible controls": "accessibility",
    "Accessible descriptions": "accessibility",
    "Accessible navigation": "accessibility",
    "App extensions": "app and scenes",
    "App organization": "app and scenes",
    "Scenes": "app and scenes",
    "Windows": "app and scenes",
    "Immersive spaces": "app and scenes",
    "System events": "app and scenes",
    "AppKit integration": "app and scenes",
    "UIKit integration": "views",
    "WatchKit integration": "app and scenes",
    "Appearance modifiers": "colours, gradients and materials",
    "Auxiliary view modifiers": "views",
    "Controls and indicators": "controls",
    "Menus and commands": "controls",
    "Custom layout": "layout",
    "Layout adjustments": "layout",
    "Layout fundamentals": "layout",
    "Layout modifiers": "layout",
    "Drag and drop": "drag, drop and documents",
    "Clipboard": "drag, drop and documents",
    "Documents": "drag, drop and documents",
    "Drawing and graphics": "shapes and drawing",
    "Graphics and rendering modifiers": "shapes and drawing",
    "Shapes": "shapes and drawing",
    "Environment values": "environment",
    "Preferences": "environment",
    "Input and event modifiers": "gestures and input",
    "Input events": "gestures and input",
    "Gestures": "gestures and input",
    "Modal presentations": "presentation",
    "Presentation modifiers": "presentation",
    "Model data": "state and property wrappers",
    "State modifiers": "state and property wrappers",
    "Persistent storage": "state and property wrappers",
    "Previews in Xcode": "previews and macros",
    "Xcode library customization": "previews and macros",
    "Scroll views": "scroll",
    "Search modifiers": "search",
    "Search": "search",
    "Style modifiers": "controls",
    "View styles": "controls",
    "Text and symbol modifiers": "text and symbols",
    "Text input and output": "text and symbols",
    "View configuration": "views",
    "View fundamentals": "views",
    "View groupings": "views",
    "Animations": "animation and transitions",
    "Focus": "focus",
    "Images": "images",
    "Lists": "lists and tables",
    "Tables": "lists and tables",
    "Navigation": "navigation",
    "Toolbars": "toolbars",
    "Deprecated initializers": None,
    "Deprecated modifiers": None,
    "Deprecated symbols": None,
}
# Topic pages whose declarations come from other frameworks (Charts, MapKit, StoreKit, AVKit…):
# an app imports those modules itself, so they are not SwiftUI's.
OTHER_FRAMEWORK_TOPICS = {"Chart view modifiers", "Technology-specific views"}
# Declarations listed among SwiftUI's own but declared by another framework, by the start of their
# name: SwiftData, MapKit, PhotosUI, StoreKit, PassKit, WidgetKit and ActivityKit, App Intents, TipKit…
OTHER_FRAMEWORK_NAMES = (
    "modelContainer", "modelContext", "map", "Map", "onMapCameraChange", "photosPicker", "PhotosPicker",
    "appStoreOverlay", "manageSubscriptionsSheet", "offerCodeRedemption", "refundRequestSheet", "subscription",
    "storeButton", "productViewStyle", "productDescription", "productIconBorder", "inAppPurchaseOptions",
    "onInAppPurchase", "currentEntitlementTask", "storeProduct", "musicSubscriptionOffer", "familyActivityPicker",
    "onApplePay", "payWithApplePay", "payLater", "PayWithApplePayButton", "addOrderToWallet", "addPassToWallet",
    "AddPassToWalletButton", "verifyIdentityWithWallet", "automatedDeviceEnrollmentAddition", "shortcutsLinkStyle",
    "siriTipViewStyle", "quickLookPreview", "activityBackgroundTint", "activitySystemActionForegroundColor",
    "dynamicIsland", "widgetLabel", "widgetCurvesContent", "popoverTip", "tip", "healthDataAccessRequest",
    "workoutPreview", "signInWithAppleButtonStyle", "chart", "AXChartDescriptorRepresentable",
)
# Topic pages that mix areas (colours next to shapes, every control's style): there the name decides
# first, and the topic only when no rule matches.
MIXED_TOPICS = {"Drawing and graphics", "Graphics and rendering modifiers", "View styles", "Style modifiers",
                "Appearance modifiers", "Deprecated initializers", "Deprecated modifiers", "Deprecated symbols"}

# When no topic page names an area, the first rule whose word occurs in the name decides.
NAME_RULES = [
    ("accessibilit", "accessibility"), ("speech", "accessibility"),
    ("preview", "previews and macros"),
    ("search", "search"),
    ("toolbar", "toolbars"), ("navigation", "navigation"),
    ("sheet", "presentation"), ("alert", "presentation"), ("popover", "presentation"),
    ("confirmationdialog", "presentation"), ("fullscreencover", "presentation"), ("inspector", "presentation"),
    ("presentation", "presentation"), ("dismiss", "presentation"),
    ("scroll", "scroll"), ("focus", "focus"),
    ("list", "lists and tables"), ("table", "lists and tables"), ("foreach", "lists and tables"),
    ("section", "lists and tables"), ("swipeaction", "lists and tables"), ("refreshable", "lists and tables"),
    ("gesture", "gestures and input"), ("keyboard", "gestures and input"), ("hover", "gestures and input"),
    ("animat", "animation and transitions"), ("transition", "animation and transitions"),
    ("transaction", "animation and transitions"), ("spring", "animation and transitions"),
    ("keyframe", "animation and transitions"), ("phase", "animation and transitions"),
    ("image", "images"), ("symbol", "text and symbols"),
    ("text", "text and symbols"), ("font", "text and symbols"), ("label", "text and symbols"),
    ("color", "colours, gradients and materials"), ("gradient", "colours, gradients and materials"),
    ("material", "colours, gradients and materials"), ("tint", "colours, gradients and materials"),
    ("foreground", "colours, gradients and materials"), ("shapestyle", "colours, gradients and materials"),
    ("shape", "shapes and drawing"), ("path", "shapes and drawing"), ("stroke", "shapes and drawing"),
    ("fill", "shapes and drawing"),
    ("frame", "layout"), ("padding", "layout"), ("stack", "layout"), ("grid", "layout"),
    ("layout", "layout"), ("alignment", "layout"), ("spacer", "layout"), ("geometry", "layout"),
    ("environment", "environment"), ("preference", "environment"),
    ("state", "state and property wrappers"), ("binding", "state and property wrappers"),
    ("observ", "state and property wrappers"), ("storage", "state and property wrappers"),
    ("button", "controls"), ("toggle", "controls"), ("picker", "controls"), ("slider", "controls"),
    ("stepper", "controls"), ("menu", "controls"), ("style", "controls"), ("control", "controls"),
    ("scene", "app and scenes"), ("window", "app and scenes"), ("app", "app and scenes"),
]

PLATFORM = re.compile(r"(?<![A-Za-z])iOS (\d+\.\d+)(\+|–(\d+\.\d+)\s+Deprecated)?")
ANY_PLATFORM = re.compile(r"(iOS|iPadOS|macOS|Mac Catalyst|tvOS|watchOS|visionOS) \d")


def pages(text):
    """Splits one file into (kind, title, body lines) per declaration page."""
    lines = text.split("\n")
    starts = [
        i for i in range(len(lines) - 2)
        if lines[i] in KINDS and lines[i + 1] == "" and lines[i + 2].startswith("# ")
    ]
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        yield KINDS[lines[start]], lines[start + 2][2:].strip(), lines[start + 3:end]


def declaration_and_platforms(body):
    """The declaration (one line) and the platforms text that precedes it."""
    head = []
    for index, line in enumerate(body):
        if line.startswith("##"):
            break
        if line.startswith("    ") and line.strip():
            block = []
            for code in body[index:]:
                if not code.startswith("    ") or not code.strip():
                    break
                block.append(code.strip())
            joined = " ".join(block)
            joined = re.sub(r"\(\s+", "(", joined)
            joined = re.sub(r"\s+\)", ")", joined)
            joined = re.sub(r"\s+", " ", joined)
            return joined, " ".join(head)
        head.append(line)
    return None, " ".join(head)


def availability(platforms):
    """Returns (availability text, whether iOS has it)."""
    match = PLATFORM.search(platforms)
    if match:
        introduced, _, deprecated = match.groups()
        if deprecated:
            return f"iOS {introduced}–{deprecated} deprecated", True
        return f"iOS {introduced}+", True
    others = sorted({m.group(1) for m in ANY_PLATFORM.finditer(platforms)})
    return "not iOS (" + ", ".join(others) + ")", False


def area_by_name(name, fallback="views"):
    lowered = name.lower()
    for word, area in NAME_RULES:
        if word in lowered:
            return area
    return fallback


def collection_member_container(kind, declaration):
    """The type a declaration listed on a topic page belongs to (topic pages give no container)."""
    if kind == "method":
        for scene_like in ("Scene", "Commands", "ToolbarContent"):
            if f"-> some {scene_like}" in declaration:
                return scene_like
        return "View"
    if kind == "property":
        return "EnvironmentValues"
    if kind == "init":
        # The deprecated initializers on topic pages are NavigationLink's and TextField's.
        return "NavigationLink" if "destination" in declaration or "isActive" in declaration else "TextField"
    return ""


def main(folder):
    files = sorted(f for f in os.listdir(folder) if f.endswith(".md"))
    parsed = {}
    type_titles = set()
    for file in files:
        with open(os.path.join(folder, file), encoding="utf-8") as handle:
            parsed[file[:-3]] = list(pages(handle.read()))
        for kind, title, _ in parsed[file[:-3]]:
            if kind in TYPE_KINDS:
                type_titles.add(title)

    # Which topic page lists each type and each modifier.
    topic_of = {}
    for topic, entries in parsed.items():
        if topic in TOPIC_AREAS or topic in OTHER_FRAMEWORK_TOPICS:
            for kind, title, body in entries:
                declaration, _ = declaration_and_platforms(body)
                if declaration:
                    container = "" if kind in TYPE_KINDS else collection_member_container(kind, declaration)
                    topic_of.setdefault((container, title), topic)

    def area_of(container, name):
        if container == "EnvironmentValues":
            return "environment"
        key = (container, name) if container in ("View", "EnvironmentValues", "Scene", "") else ("", container)
        topic = topic_of.get(key)
        if topic is None and container and "." in container:
            topic = topic_of.get(("", container.split(".")[0]))
        subject = name if container in ("", "View", "Scene") else container.split(".")[0]
        area = TOPIC_AREAS.get(topic) if topic else None
        if topic in MIXED_TOPICS:
            return area_by_name(subject, area or "views")
        return area or area_by_name(subject)

    rows = {}
    for file, entries in parsed.items():
        if file.endswith(" Implementations"):
            continue  # conformances of other modules' types (MapKit, Charts, RealityKit)
        is_topic = file not in type_titles and (file in TOPIC_AREAS or file in OTHER_FRAMEWORK_TOPICS or " " in file
                                                or file in ("Animations", "Clipboard", "Documents", "Focus", "Gestures",
                                                            "Images", "Lists", "Navigation", "Preferences", "Scenes",
                                                            "Search", "Shapes", "Tables", "Toolbars", "Windows"))
        for kind, title, body in entries:
            declaration, platforms = declaration_and_platforms(body)
            if not declaration:
                continue
            if kind in TYPE_KINDS:
                # A nested type's title is its full path ("Alert.Button").
                container, _, name = title.rpartition(".") if "(" not in title else ("", "", title)
            elif is_topic:
                container, name = collection_member_container(kind, declaration), title
            else:
                container, name = file, title
            if name.startswith(container + ".") and container:
                name = name[len(container) + 1:]  # a case's title repeats its enum ("ColorScheme.dark")
            when, on_ios = availability(platforms)
            if (file in OTHER_FRAMEWORK_TOPICS or topic_of.get((container, title)) in OTHER_FRAMEWORK_TOPICS
                    or topic_of.get(("", container)) in OTHER_FRAMEWORK_TOPICS):
                scope = "out: another framework"
            elif container in ("", "View") and name.startswith(OTHER_FRAMEWORK_NAMES):
                scope = "out: another framework"
            elif not on_ios:
                scope = "out: not on iOS"
            else:
                scope = "in"
            key = (kind, container, name, declaration)
            if key not in rows:
                rows[key] = (kind, container, name, declaration, area_of(container, name), when, scope)

    print("kind\tcontainer\tname\tsignature\tarea\tavailability\tscope")
    for row in sorted(rows.values(), key=lambda r: (r[4], r[1], r[2], r[0], r[3])):
        print("\t".join(field.replace("\t", " ") for field in row))


if __name__ == "__main__":
    main(sys.argv[1])
