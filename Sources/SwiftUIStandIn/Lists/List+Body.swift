// Apple's List declares its body (a view the system draws); the stand-in's List is drawn by the
// renderer, so its body is the primitive views' `Never`.

extension List {
    public var body: Never {
        fatalError("List is a primitive view and has no body")
    }
}
