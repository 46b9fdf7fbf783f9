// probe: Only ProfileViewModel writes `errorMessage`; the view can show it but not change it.
// expect-error: setter is inaccessible
@testable import ProfileFeature

func probe(_ model: ProfileViewModel) {
    model.errorMessage = "set by the view"
}
