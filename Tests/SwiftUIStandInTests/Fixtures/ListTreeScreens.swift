import Foundation
import SwiftUI

// Lists of trees and lists with edit actions, as apps write them.

struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

let sampleFolders = [
    Folder(id: "Documents", children: [Folder(id: "Taxes", children: nil)]),
    Folder(id: "Notes", children: nil),
]

/// A file tree: folders with children fold under a disclosure group.
struct FolderTreeScreen: View {
    var body: some View {
        List(sampleFolders, children: \.children) { folder in
            Label(folder.id, systemImage: "folder")
        }
        .listStyle(.sidebar)
    }
}

/// A tree over a binding, its rows editing the folders in place.
struct EditableFolderTreeScreen: View {
    @State private var folders = sampleFolders

    var body: some View {
        List {
            OutlineGroup($folders, children: \.children) { $folder in
                TextField("Name", text: .constant(folder.id))
            }
        }
    }
}

/// A list whose rows a person can delete and move, and whose row icons are tinted.
struct ChoresScreen: View {
    struct Chore: Identifiable {
        let id: Int
        var title: String
    }

    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]

    var body: some View {
        List($chores, editActions: .all) { $chore in
            TextField("Chore", text: $chore.title)
                .listItemTint(.fixed(.orange))
        }
        .listSectionSpacing(.compact)
    }
}

/// The same list, through a `ForEach` that only deletes.
struct DeleteOnlyChoresScreen: View {
    @State private var chores = ["Dishes", "Laundry"]

    var body: some View {
        List {
            ForEach($chores, id: \.self, editActions: .delete) { $chore in
                Text(chore)
            }
        }
        .listItemTint(.monochrome)
    }
}
