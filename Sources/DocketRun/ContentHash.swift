import Crypto
import DocketCore
import Foundation

/// The SHA-256 of an input's bytes, in hex: the document's id in the output and its cache key.
///
/// Every input a batch reads is hashed, often megabytes of PDF, so this uses swift-crypto's SHA-256
/// (BoringSSL, with the processor's SHA instructions where it has them) rather than the core's
/// portable one, which gives the same digest several times slower.
public enum ContentHash {
    public static func hex(_ data: Data) -> String {
        DocketCore.SHA256.hex(digest: Crypto.SHA256.hash(data: data))
    }
}
