// Apple: error: Cannot convert value of type '(String) -> ()' to expected argument type '(Publishers.Autoconnect<Timer.TimerPublisher>.Output) -> Void' (aka '(Date) -> ()')
import SwiftUI

struct Countdown: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("Tick")
            .onReceive(timer) { (tick: String) in print(tick) }
    }
}
