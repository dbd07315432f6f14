import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetState

/// `vetnet_checksum` is computed in C on SQLite's values; state files written since schema `v4` hold its values,
/// so it is held here to its definition, written out again in Swift, on values of every type.
@Suite struct RowChecksumTests {
    enum Value {
        case null, integer(Int64), real(Double), text(String), blob([UInt8])

        /// The value as an SQL literal.
        var literal: String {
            switch self {
            case .null: "NULL"
            case .integer(let number): String(number)
            // 17 significant digits read back as the same double; without a point or exponent SQLite reads an integer.
            case .real(let number):
                String(format: "%.17g", number).contains { $0 == "." || $0 == "e" }
                    ? String(format: "%.17g", number) : String(format: "%.17g", number) + ".0"
            // Text as its bytes, which may hold a NUL that would end a quoted literal.
            case .text(let text): "CAST(\(Value.blob(Array(text.utf8)).literal) AS TEXT)"
            case .blob(let bytes): "X'" + bytes.map { String(format: "%02X", $0) }.joined() + "'"
            }
        }
    }

    /// The definition: FNV-1a over each value's type tag and its 64-bit pattern or its length and bytes,
    /// little-endian, finished by the MurmurHash3 mixer.
    static func reference(_ values: [Value]) -> Int64 {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            state ^= UInt64(byte)
            state &*= 0x0000_0100_0000_01b3
        }
        func mix(word: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        func mix(bytes: [UInt8]) {
            mix(word: UInt64(bytes.count))
            for byte in bytes { mix(byte) }
        }
        for value in values {
            switch value {
            case .null: mix(UInt8(0))
            case .integer(let number):
                mix(UInt8(1))
                mix(word: UInt64(bitPattern: number))
            case .real(let number):
                mix(UInt8(2))
                mix(word: number.bitPattern)
            case .text(let text):
                mix(UInt8(3))
                mix(bytes: Array(text.utf8))
            case .blob(let bytes):
                mix(UInt8(4))
                mix(bytes: bytes)
            }
        }
        return Int64(bitPattern: StableHash.finalized(state))
    }

    static func checksum(_ values: [Value], in store: StateStore) throws -> Int64? {
        try store.integer(sql: "SELECT vetnet_checksum(\(values.map(\.literal).joined(separator: ", ")))")
    }

    @Test("the checksum of known rows is the value state files already hold")
    func knownValues() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        // Worked out apart from this code, from the definition.
        #expect(try Self.checksum([.text("owners"), .integer(7), .null], in: store) == -708_550_038_930_608_074)
        #expect(try Self.checksum([], in: store) == -1_166_397_803_181_037_274)
    }

    @Test("the checksum follows its definition on random rows of every type", arguments: 0..<4)
    func randomRows(seed: UInt64) throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        var random = SplitMix64(seed: 0xC0FFEE &+ seed)
        let texts = [
            "", "Bella", "O'Brien", "Müller–Lüdenscheid", "🐕 Rex", "a\u{0}b", String(repeating: "x", count: 300),
        ]
        for _ in 0..<200 {
            let values: [Value] = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                switch Int.random(in: 0..<5, using: &random) {
                case 0: .null
                case 1: .integer(Int64.random(in: Int64.min...Int64.max, using: &random))
                case 2: .real(Double.random(in: -1e12...1e12, using: &random))
                case 3: .text(texts.randomElement(using: &random)!)
                default:
                    .blob(
                        (0..<Int.random(in: 0...40, using: &random)).map { _ in
                            UInt8.random(in: 0...255, using: &random)
                        })
                }
            }
            #expect(try Self.checksum(values, in: store) == Self.reference(values), "\(values.map(\.literal))")
        }
    }

    @Test("one changed byte, a value moved to another column or given another type changes the checksum")
    func sensitivity() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let base = try Self.checksum([.text("abc"), .integer(1)], in: store)
        #expect(try Self.checksum([.text("abd"), .integer(1)], in: store) != base)
        #expect(try Self.checksum([.integer(1), .text("abc")], in: store) != base)
        #expect(try Self.checksum([.text("abc"), .text("1")], in: store) != base)
        #expect(try Self.checksum([.blob(Array("abc".utf8)), .integer(1)], in: store) != base)
        #expect(try Self.checksum([.text("ab"), .text("c"), .integer(1)], in: store) != base)
    }
}
