/// The name the importer compares a selector piece with, for one parameter, result or property type (SE-0005,
/// "Identifying type names"): the name Swift imports the type under (`NSString` → `String`, `NSArray<NSURL *>` →
/// `Array` of `URL`), `Block` for a block, the underlying type's name for a typedef.
struct OmissionTypeName: Equatable, Sendable {
    var name: String
    /// For collections: the element's type name (plural matches, `URLs` for `[URL]`).
    var collectionElement: String = ""
    /// A block or function pointer: a `with` or `using` before it is vacuous.
    var isFunction = false
    var isBoolean = false
    var hasDefaultArgument = false

    var isEmpty: Bool { name.isEmpty }

    init(name: String, collectionElement: String = "", isFunction: Bool = false, isBoolean: Bool = false) {
        self.name = name
        self.collectionElement = collectionElement
        self.isFunction = isFunction
        self.isBoolean = isBoolean
    }

    /// Foundation classes Swift imports under another name (the bridged value types and `NSError`).
    static let bridgedFoundationNames: [String: String] = [
        "NSString": "String", "NSMutableString": "String", "NSArray": "Array", "NSMutableArray": "Array",
        "NSDictionary": "Dictionary", "NSMutableDictionary": "Dictionary", "NSSet": "Set", "NSMutableSet": "Set",
        "NSURL": "URL", "NSData": "Data", "NSMutableData": "Data", "NSDate": "Date", "NSUUID": "UUID",
        "NSError": "Error", "NSIndexSet": "IndexSet", "NSNotification": "Notification",
    ]

    /// C scalar types and the Objective-C typedefs of them, by the name Swift gives them.
    static let scalarNames: [String: String] = [
        "BOOL": "Bool", "bool": "Bool", "NSInteger": "Int", "NSUInteger": "UInt", "int": "Int32",
        "double": "Double", "float": "Float", "CGFloat": "CGFloat", "NSTimeInterval": "TimeInterval",
        "id": "Object", "instancetype": "Object",
    ]
}
