import Testing
@testable import SherpaKit

@Suite("Naming a learner's files in the output folder")
struct GradebookFileNameTests {
    @Test("A learner id cannot make a feedback file escape the output folder")
    func fileNamesStayInside() {
        #expect(GradebookWriter.fileName("../../etc/passwd") == "_.._etc_passwd")
        #expect(GradebookWriter.fileName("..") == "_")
    }
}
