import Foundation
import SherpaCore

/// The receipts of one hidden-suite process: a fresh key in a file the suite's support code
/// (`HiddenTestReceipt` in `sherpa/suites/Support/`) takes and deletes before any code under test
/// runs, and the file it appends a signed line to for every test that ended with no issue. A pass
/// in the event stream counts only with its receipt: the stream is written by the process the
/// learner's code runs in, the receipts only by a holder of the key.
struct TestReceipts: Sendable {
    /// The variables the support code reads; they match `ReceiptSigner`'s.
    static let keyVariable = "SHERPA_RECEIPT_KEY_FILE"
    static let receiptsVariable = "SHERPA_RECEIPTS_FILE"
    /// The suite module whose copy of the trait takes the key: a grade's binary holds one per learner.
    static let moduleVariable = "SHERPA_RECEIPT_MODULE"

    let key: [UInt8]
    let run: String
    let keyFile: URL
    let receiptsFile: URL
    /// The test target that runs; nil when every target runs.
    let module: String?

    /// Writes a new key next to `eventsFile` and clears the receipts of any earlier process there.
    static func issue(beside eventsFile: URL, module: String?) throws -> TestReceipts {
        let base = eventsFile.deletingPathExtension()
        var generator = SystemRandomNumberGenerator()
        let receipts = TestReceipts(
            key: (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) },
            run: UUID().uuidString,
            keyFile: base.appendingPathExtension("key"),
            receiptsFile: base.appendingPathExtension("receipts"),
            module: module
        )
        try? FileManager.default.removeItem(at: receipts.receiptsFile)
        try? FileManager.default.removeItem(at: receipts.keyFile)
        let text = receipts.key.map { String(format: "%02x", $0) }.joined() + "\n" + receipts.run + "\n"
        guard FileManager.default.createFile(atPath: receipts.keyFile.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: receipts.keyFile.path])
        }
        return receipts
    }

    /// What the test process needs to find the key and the receipts.
    var environment: [String: String] {
        var variables = [Self.keyVariable: keyFile.path, Self.receiptsVariable: receiptsFile.path]
        variables[Self.moduleVariable] = module
        return variables
    }

    /// Whether the suite's support code took the key: false when no hidden test carried the trait,
    /// or the process ended before Swift Testing discovered its tests.
    var keyTaken: Bool {
        !FileManager.default.fileExists(atPath: keyFile.path)
    }

    /// The tests with a valid receipt for this run.
    func receipted() -> Set<String> {
        let text = (try? String(contentsOf: receiptsFile, encoding: .utf8)) ?? ""
        var tests = Set<String>()
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let id = String(line[line.index(after: tab)...])
            if String(line[..<tab]) == signature(test: id) { tests.insert(id) }
        }
        return tests
    }

    /// The receipt the support code writes for `test`'s pass in this run.
    func signature(test: String) -> String {
        SHA256.mac(key: key, message: Array("\(run)\n\(test)\npassed".utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
