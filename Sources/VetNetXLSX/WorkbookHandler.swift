import VetNetXML

/// Reads `workbook.xml`: its sheets in order (name and relationship ID) and whether dates count from 1904.
final class WorkbookHandler: XMLEventHandler {
    struct Sheet {
        var name: String
        var relationshipId: String
    }

    static let elements = ["sheet", "workbookPr"]
    static let attributes = ["name", "id", "date1904"]
    private(set) var sheets: [Sheet] = []
    private(set) var uses1904 = false

    func start(_ element: Int, _ attributes: XMLEventAttributes) -> Bool {
        switch element {
        case 0:
            if let name = attributes.string(0), let id = attributes.string(1) {
                sheets.append(Sheet(name: name, relationshipId: id))
            }
        case 1:
            let flag = attributes.string(2)?.lowercased()
            uses1904 = flag == "1" || flag == "true"
        default: break
        }
        return false
    }

    func end(_ element: Int, text: [UInt8]) {}
}
