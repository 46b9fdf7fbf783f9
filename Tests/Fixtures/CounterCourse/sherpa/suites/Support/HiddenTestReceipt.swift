import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signs a receipt for every hidden test that ends with no issue, so sherpa can tell a pass the
/// suite saw from one that code under test wrote into the event stream itself. sherpa puts a fresh
/// key in a file for each test process; the suite's runner takes it (`takeKey`) before Swift Testing
/// starts, and where `swift test` runs the suite (macOS) the trait in the suite module sherpa names
/// reads that file and deletes it while Swift Testing is still discovering tests. A receipt
/// is an HMAC-SHA256 over the run, the test and its outcome, appended as one line, so receipts
/// from tests running in parallel never interleave. Apply it to every hidden test:
/// `@Test("…", .receipted)`; sherpa counts a hidden test's pass only with its receipt.
nonisolated struct HiddenTestReceipt: TestTrait, TestScoping {
    /// The key and where receipts go, taken once per process.
    private static let signer = ReceiptSigner.take()
    /// How many times each test's scope has been entered: Swift Testing enters it once per run, so
    /// a second entry means something else called it (code under test, holding `Test.current`).
    private static let entries = Mutex<[String: Int]>([:])

    init() {
        _ = Self.signer
    }

    /// Takes the key now: a hidden suite's runner calls this in its first statement, so the key has
    /// left its file before Swift Testing lists a single test.
    static func takeKey() {
        _ = signer
    }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let id = String(describing: test.id)
        let entry = Self.entries.withLock { entries -> Int in
            entries[id, default: 0] += 1
            return entries[id]!
        }
        let clean = Atomic(true)
        let watch = IssueHandlingTrait.compactMapIssues { issue in
            clean.store(false, ordering: .sequentiallyConsistent)
            return issue
        }
        try await watch.provideScope(for: test, testCase: testCase, performing: function)
        let called = Self.entries.withLock { $0[id] ?? 0 }
        guard testCase != nil, entry == 1, called == 1, Test.current?.id == test.id, clean.load(ordering: .sequentiallyConsistent) else { return }
        Self.signer?.sign(test: id)
    }
}

extension Trait where Self == HiddenTestReceipt {
    /// Signs this hidden test's pass for sherpa (see `HiddenTestReceipt`).
    static var receipted: HiddenTestReceipt { HiddenTestReceipt() }
}

/// The per-process key sherpa hands the suite, and the file the receipts are appended to.
nonisolated struct ReceiptSigner: Sendable {
    static let keyVariable = "SHERPA_RECEIPT_KEY_FILE"
    static let receiptsVariable = "SHERPA_RECEIPTS_FILE"
    static let moduleVariable = "SHERPA_RECEIPT_MODULE"

    let key: [UInt8]
    let run: String
    let receipts: String

    /// Reads the key file named in the environment and deletes it, when this suite module is the
    /// one whose tests run; nil outside sherpa.
    static func take() -> ReceiptSigner? {
        let module = String(#fileID.prefix { $0 != "/" })
        let environment = ProcessInfo.processInfo.environment
        guard environment[moduleVariable].map({ $0 == module }) ?? true,
              let keyFile = environment[keyVariable], let receipts = environment[receiptsVariable],
              let text = try? String(contentsOfFile: keyFile, encoding: .utf8) else { return nil }
        unlink(keyFile)
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 2, let key = bytes(hex: lines[0]) else { return nil }
        return ReceiptSigner(key: key, run: lines[1], receipts: receipts)
    }

    /// Appends `<mac>\t<test id>` in one write.
    func sign(test id: String) {
        let mac = HMACSHA256.mac(key: key, message: Array("\(run)\n\(id)\npassed".utf8))
        let line = Array((mac.map { String(format: "%02x", $0) }.joined() + "\t" + id + "\n").utf8)
        let descriptor = open(receipts, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    private static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0, !digits.isEmpty else { return nil }
        var result: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
            result.append(byte)
        }
        return result
    }
}

/// HMAC-SHA256 (RFC 2104 over FIPS 180-4). The suites build without sherpa's own modules and
/// Foundation on Linux has no digest, so the few lines live here.
nonisolated enum HMACSHA256 {
    static func mac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? digest(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        let inner = digest(block.map { $0 ^ 0x36 } + message)
        return digest(block.map { $0 ^ 0x5c } + inner)
    }

    private static let rounds: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var hash: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var padded = message + [0x80]
        while padded.count % 64 != 56 { padded.append(0) }
        let bits = UInt64(message.count) &* 8
        padded += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }
        for start in stride(from: 0, to: padded.count, by: 64) {
            var words = (0..<16).map { index in
                padded[start + 4 * index..<start + 4 * index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            }
            for index in 16..<64 {
                let low = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
                let high = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
                words.append(words[index - 16] &+ low &+ words[index - 7] &+ high)
            }
            var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
            for index in 0..<64 {
                let choose = (e & f) ^ (~e & g)
                let first = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ choose &+ rounds[index] &+ words[index]
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let second = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
            }
            for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { hash[index] &+= value }
        }
        return hash.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }
}
