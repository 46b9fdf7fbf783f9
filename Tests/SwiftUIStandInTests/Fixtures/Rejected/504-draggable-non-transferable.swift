// Apple: error: Instance method 'draggable' requires that 'Ticket' conform to 'Transferable'
import SwiftUI

struct Ticket {
    var seat: String
}

struct TicketRow: View {
    let ticket = Ticket(seat: "12A")

    var body: some View {
        Text(ticket.seat)
            .draggable(ticket)
    }
}
