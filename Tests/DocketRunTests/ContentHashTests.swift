import DocketCore
import Foundation
import XCTest
@testable import DocketRun

/// The batch's content hash (swift-crypto) and the core's portable SHA-256 give the same digests:
/// cache keys and output ids do not change with the implementation.
final class ContentHashTests: XCTestCase {
    func testKnownDigest() {
        XCTAssertEqual(ContentHash.hex(Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(ContentHash.hex(Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testAgreesWithTheCoreImplementation() {
        var generator = SystemRandomNumberGenerator()
        for count in [1, 55, 56, 63, 64, 65, 1000, 100_003] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertEqual(ContentHash.hex(Data(bytes)), DocketCore.SHA256.hex(bytes), "\(count) bytes")
        }
    }

    func testASliceOfDataHashesItsOwnBytes() {
        let whole = Data((0..<200).map { UInt8($0) })
        let slice = whole[37..<150]
        XCTAssertEqual(ContentHash.hex(slice), DocketCore.SHA256.hex(Array(slice)))
    }
}
