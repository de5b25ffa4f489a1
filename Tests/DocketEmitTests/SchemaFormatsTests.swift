import DocketCore
import DocketTestSupport
import Foundation
import XCTest

/// The published output schema names every format Docket reads, so that a consumer validating
/// Docket's JSON does not reject a web page or a slide deck.
final class SchemaFormatsTests: XCTestCase {
    func testTheOutputSchemaListsEveryFormat() throws {
        let url = Fixtures.root.appendingPathComponent("schemas/docket-output.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let document = try XCTUnwrap(Self.find("format", in: schema) as? [String: Any])
        let listed = try XCTUnwrap(document["enum"] as? [String])
        XCTAssertEqual(Set(listed), Set(Format.allCases.map(\.rawValue)))
    }

    /// The first property of that name anywhere in the schema.
    private static func find(_ name: String, in value: Any) -> Any? {
        if let object = value as? [String: Any] {
            if let properties = object["properties"] as? [String: Any], let found = properties[name] { return found }
            for child in object.values { if let found = find(name, in: child) { return found } }
        } else if let array = value as? [Any] {
            for child in array { if let found = find(name, in: child) { return found } }
        }
        return nil
    }
}
