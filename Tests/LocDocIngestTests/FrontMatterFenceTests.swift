import LocDocIngest
import LocDocModel
import Testing

/// The front matter is fenced by `---` lines; `...` also closes it; spaces and tabs may follow either fence.
@Suite struct FrontMatterFenceTests {
    @Test(arguments: ["---\ntitle: A\n---\n# H\n", "--- \t\ntitle: A\n---  \n# H\n", "---\ntitle: A\n...\n# H\n",
                      "---\ntitle: A\n... \t\n# H\n", "---\r\ntitle: A\r\n---\r\n# H\r\n"])
    func fencesThatClose(page: String) throws {
        let document = try TestPage.parse(page)
        #expect(document.frontMatter.title == "A")
        #expect(document.sections.first?.range.start.line == 4)
    }

    /// A fence with anything before or after its marks (other than trailing white space) is not a fence, so the
    /// front matter is left open.
    @Test(arguments: [("---\ntitle: A\n ---\n# H\n", InputError.Kind.malformedFrontMatter),
                      ("---\ntitle: A\n----\n# H\n", .malformedFrontMatter), ("---\ntitle: A\n--\n# H\n", .malformedFrontMatter),
                      ("---\ntitle: A\n---x\n# H\n", .malformedFrontMatter), ("---\ntitle: A\n.. .\n# H\n", .malformedFrontMatter)])
    func linesThatAreNotFences(page: String, kind: InputError.Kind) {
        do throws(InputError) {
            _ = try TestPage.parse(page)
            Issue.record("accepted: \(page)")
        } catch {
            #expect(error.kind == kind, "\(page)")
        }
    }

    /// `...` does not open a front matter: the file has none, and its first three lines are a paragraph.
    @Test func dotsDoNotOpen() throws {
        let document = try TestPage.parse("...\ntitle: A\n...\n# H\n")
        #expect(!document.frontMatter.isPresent)
        #expect(document.frontMatter.title == nil)
        #expect(document.sections.first?.title == "H")
        #expect(document.sections.first?.range.start.line == 4)
    }
}
