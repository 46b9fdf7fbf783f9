// Apple: error: Type 'TrashDropDelegate' does not conform to protocol 'DropDelegate'
import SwiftUI

struct TrashDropDelegate: DropDelegate {
    func validateDrop(info: DropInfo) -> Bool {
        true
    }
}
