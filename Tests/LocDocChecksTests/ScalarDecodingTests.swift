@testable import LocDocChecks
import Testing

/// Prose, code and names are turned into scalars and back by hand-written UTF-8 loops; they must agree with the
/// standard library's views on text of every width.
@Suite struct ScalarDecodingTests {
    static let texts = ["", "ASCII only", "é ü ß", "中文 共享设备模式", "🇺🇸 👩‍💻 𝄞", "a\u{301}\u{200D}b", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
                        String(repeating: "x中🙂", count: 500)]

    @Test(arguments: texts)
    func appendScalarsDecodesLikeTheScalarView(text: String) {
        var scalars: [Unicode.Scalar] = ["<"]
        scalars.appendScalars(of: text)
        #expect(scalars == ["<"] + Array(text.unicodeScalars))
    }

    @Test(arguments: texts)
    func stringOfScalarsIsTheText(text: String) {
        let rebuilt = String(scalars: Array(text.unicodeScalars))
        #expect(rebuilt.utf8.elementsEqual(text.utf8))
    }
}
