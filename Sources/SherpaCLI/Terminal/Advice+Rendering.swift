import Foundation
import SherpaSession

extension Advice {
    func render(on console: Console) {
        console.line(console.wrap(lead))
        for choice in choices {
            console.line(console.wrap(choice, first: "  • ", rest: "    "))
        }
    }
}
