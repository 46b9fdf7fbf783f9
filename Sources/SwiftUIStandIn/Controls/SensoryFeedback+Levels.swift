// The feedback for an activity starting or stopping, a level crossing a threshold, and a dragged
// item snapping into alignment.
extension SensoryFeedback {
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let alignment = SensoryFeedback(name: "alignment")
}
