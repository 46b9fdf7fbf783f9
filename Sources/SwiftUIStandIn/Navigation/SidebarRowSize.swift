/// How tall a sidebar's rows are, which the system's settings choose.
public enum SidebarRowSize: Hashable, Sendable {
    case small
    case medium
    case large
}
