import Foundation

extension String.StandardComparator {
    /// The comparator Finder sorts names with: a table column's default. Linux's Foundation has
    /// no localized comparators; lexical order is the closest it has.
    public static var localizedStandard: String.StandardComparator {
        .lexical
    }
}
