// probe: Code outside ProfileViewModel can read `user` but cannot replace it; only the view model's own methods change it.
// expect-error: setter is inaccessible
@testable import ProfileFeature

func probe(_ model: ProfileViewModel) {
    model.user = nil
}
