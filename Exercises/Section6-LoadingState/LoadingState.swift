import Foundation

// TODO: Write a generic `enum LoadingState<Value>` with exactly these four cases:
//
//     case idle              nothing asked for yet
//     case loading           waiting for the repository
//     case loaded(Value)     the answer, ready to show
//     case error(String)     the message to show instead
//
// One value can only be in one case, which is the point: the three flags in
// BookListViewModel can disagree with each other, an enum cannot.
