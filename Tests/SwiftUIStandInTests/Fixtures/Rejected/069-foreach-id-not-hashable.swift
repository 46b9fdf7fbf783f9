// Apple: error: Generic struct 'ForEach' requires that 'Detail' conform to 'Hashable'
import SwiftUI

struct Detail {
    let note: String
}

struct Item {
    let detail: Detail
}

struct Items: View {
    let items = [Item(detail: Detail(note: "a"))]
    var body: some View {
        VStack {
            ForEach(items, id: \.detail) { item in
                Text(item.detail.note)
            }
        }
    }
}
