// probe: Only ProfileViewModel decides when it is loading: `isLoading` cannot be set from outside.
// expect-error: setter is inaccessible
@testable import ProfileFeature

func probe(_ model: ProfileViewModel) {
    model.isLoading = true
}
