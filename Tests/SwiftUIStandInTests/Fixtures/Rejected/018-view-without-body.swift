// Apple: error: Type 'Empty' does not conform to protocol 'View'
import SwiftUI

struct Empty: View {
}
