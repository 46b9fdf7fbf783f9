// Apple: error: Type 'SymbolVariants' has no member 'bold'
import SwiftUI

struct Symbol: View {
    var body: some View {
        Image(systemName: "star").symbolVariant(.bold)
    }
}
