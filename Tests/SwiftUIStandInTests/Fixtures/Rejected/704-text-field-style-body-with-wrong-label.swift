// Apple: error: Type 'CapsuleFieldStyle' does not conform to protocol 'TextFieldStyle'
import SwiftUI

struct CapsuleFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Text>) -> some View {
        configuration.padding()
    }
}
