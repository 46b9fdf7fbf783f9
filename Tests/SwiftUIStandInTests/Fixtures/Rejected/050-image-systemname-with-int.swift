// Apple: error: Cannot convert value of type 'Int' to expected argument type 'String'
import SwiftUI

struct Icon: View {
    var body: some View {
        Image(systemName: 7)
    }
}
