import Foundation

/// One wrap-up at the end of the route: how sure the learner said they feel about structuring
/// an app of their own, on the scale of 1 to 10 the teaching notes use.
package struct WrapUpRecord: Codable, Sendable, Equatable {
    package var at: Date
    /// From 1 (not at all) to 10 (fully).
    package var confidence: Int

    package init(at: Date, confidence: Int) {
        self.at = at
        self.confidence = confidence
    }

    /// The band the notes give advice for.
    package var band: ConfidenceBand { ConfidenceBand(confidence) }
}

/// The three answers the teaching notes tell apart: go back, practise, or go further.
package enum ConfidenceBand: String, Codable, Sendable, CaseIterable {
    /// 1 to 4: the foundations (view model, repository) need another pass.
    case unsure
    /// 5 to 7: the common answer; practice is what raises it.
    case growing
    /// 8 to 10: ready for the next route.
    case ready

    init(_ confidence: Int) {
        switch confidence {
        case ...4: self = .unsure
        case 5...7: self = .growing
        default: self = .ready
        }
    }

    /// "1 to 4", for messages.
    package var range: String {
        switch self {
        case .unsure: "1 to 4"
        case .growing: "5 to 7"
        case .ready: "8 to 10"
        }
    }
}
