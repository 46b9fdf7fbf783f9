// Apple: error: Initializer 'init(_:columns:)' requires that 'String' conform to 'Identifiable'
import SwiftUI

struct Names: View {
    let names = ["Ada", "Grace"]
    var body: some View {
        Table(names) {
            TableColumn("Name") { name in
                Text(name)
            }
        }
    }
}
