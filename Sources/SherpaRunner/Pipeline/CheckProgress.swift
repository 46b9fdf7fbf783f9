import SherpaCore

/// Where a running check has got: data for the progress line a person sees while waiting on a
/// terminal. The command edge renders it; logs and pipes never see it.
package enum CheckProgress: Sendable, Equatable {
    /// The scratch package is being built.
    case building
    /// Tests are running: `finished` of the `declared` tests have ended or were left out.
    case testing(finished: Int, declared: Int)
}
