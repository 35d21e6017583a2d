import LocDocIngest
import LocDocModel
import Testing

/// A fence's language is the start of its info string up to white space, attributes, or markup and code that a
/// translation tool glued onto the fence line, which `gluedText` gives.
@Suite struct FenceInfoTests {
    @Test(arguments: [
        ("```html<!-- Bad --><script src=\"a.js\"></script>", "html", "html", "<!-- Bad --><script src=\"a.js\"></script>"),
        ("```js(function () {})()", "js", "javascript", "(function () {})()"),
        ("```<!-- Bad -->", "", "", "<!-- Bad -->"),
        ("```js{2,3}", "js", "javascript", nil),
        ("```swift title=\"x\"", "swift", "swift", nil),
        ("```vue-html", "vue-html", "vue-html", nil),
        ("```c++", "c++", "c++", nil),
        ("```", "", "", nil),
    ] as [(String, String, String, String?)])
    func language(fence: String, written: String, normalized: String, glued: String?) throws {
        let document = try TestPage.parse(TestPage.frontMatter + "\(fence)\nrun()\n```\n")
        let sample = try #require(document.codeSamples.first)
        #expect(sample.language.written == written)
        #expect(sample.language.normalized == normalized)
        #expect(sample.gluedText == glued)
        #expect(sample.code == "run()\n")
    }
}
