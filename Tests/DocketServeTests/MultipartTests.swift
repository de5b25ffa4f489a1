import DocketServe
import XCTest

final class MultipartTests: XCTestCase {
    func testBoundaryFromContentType() {
        XCTAssertEqual(Multipart.boundary(contentType: "multipart/form-data; boundary=abc"), "abc")
        XCTAssertEqual(Multipart.boundary(contentType: "Multipart/Form-Data; charset=utf-8; boundary=\"a b\""), "a b")
        XCTAssertNil(Multipart.boundary(contentType: "multipart/mixed; boundary=abc"))
        XCTAssertNil(Multipart.boundary(contentType: "multipart/form-data"))
    }

    func testFilesInOrderFieldsSkippedPathsDropped() throws {
        let body = Array(("--b\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"C:\\\\x\\\\one.txt\"\r\n\r\nfirst\r\n--b-not\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"two.pdf\"\r\n\r\n\r\n"
            + "--b--\r\n").utf8)
        let files = try Multipart.files(in: body, boundary: "b")
        XCTAssertEqual(files.map(\.fileName), ["one.txt", "two.pdf"])
        XCTAssertEqual(String(decoding: files[0].bytes, as: UTF8.self), "first\r\n--b-not")
        XCTAssertEqual(files[1].bytes, [])
    }

    func testMalformedBodiesAre400() {
        for body in ["no boundary here", "--b\r\nContent-Disposition: form-data; filename=\"a\"\r\n\r\nnever closed",
                     "--bX", "--b\r\nheaders never end"] {
            XCTAssertThrowsError(try Multipart.files(in: Array(body.utf8), boundary: "b"), body) { error in
                XCTAssertEqual((error as? Problem)?.status, .badRequest)
            }
        }
    }

    func testPartCountIsBounded() {
        let part = "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\ny\r\n"
        let body = String(repeating: part, count: Multipart.maximumParts + 1) + "--b--\r\n"
        XCTAssertThrowsError(try Multipart.files(in: Array(body.utf8), boundary: "b"))
        XCTAssertNoThrow(try Multipart.files(in: Array((String(repeating: part, count: 3) + "--b--\r\n").utf8), boundary: "b"))
    }

    func testByteCounts() {
        XCTAssertEqual(ServeConfiguration.byteCount("25M"), 25 * 1024 * 1024)
        XCTAssertEqual(ServeConfiguration.byteCount("64k"), 65_536)
        XCTAssertEqual(ServeConfiguration.byteCount("1000"), 1000)
        XCTAssertNil(ServeConfiguration.byteCount("0"))
        XCTAssertNil(ServeConfiguration.byteCount("lots"))
        XCTAssertNil(ServeConfiguration.byteCount("99999999999999999G"))
    }
}
