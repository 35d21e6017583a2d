import Foundation
import LocDocModel
import Testing

/// `PathString.parent(of:)` keeps NSString's `deletingLastPathComponent` rules without calling it (it stops the
/// process on one-character paths in Foundation on Linux).
@Suite struct PathStringTests {
    /// Apple's table for `deletingLastPathComponent`, and the one-character paths Foundation crashes on here.
    @Test("The documented cases, and one-character paths", arguments: [
        ("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"), ("/", "/"),
        ("scratch.tiff", ""), (".", ""), ("s", ""), ("s/", ""), ("b/x", "b"), ("", ""), ("a//b", "a"), ("//", "/"),
        ("//a", "/"), ("./Locales", "."), ("../x/", ".."),
    ])
    func documented(path: String, parent: String) {
        #expect(PathString.parent(of: path) == parent)
    }

    /// As a folder to open, a path of one component is in the working folder.
    @Test("folder(of:): the parent, or `.` for one component", arguments: [
        ("es-ES", "."), ("b/", "."), (".", "."), ("b/x", "b"), ("/tmp", "/"), ("/", "/"), ("../x", ".."),
    ])
    func folder(path: String, folder: String) {
        #expect(PathString.folder(of: path) == folder)
    }

    /// The folder enclosing a folder: `.` and `..` name folders by where they are, so their parent is one `..` on.
    @Test("enclosingFolder(of:): one `..` further for `.` and `..`", arguments: [
        (".", ".."), ("./", ".."), ("..", "../.."), ("a/..", "a/../.."), ("a/.", "a/./.."), ("/tmp/.", "/tmp/./.."),
        ("es-ES", "."), ("Locales/es-ES", "Locales"), ("/", "/"), ("...", "."),
    ])
    func enclosingFolder(path: String, folder: String) {
        #expect(PathString.enclosingFolder(of: path) == folder)
    }

    /// Side by side with Foundation itself, on paths of two characters or more (which it handles). Not on paths
    /// with repeated slashes before the last component: Foundation also collapses those (`//ab//cd` → `/ab`), and
    /// `parent` leaves them as written (`//ab`, the same folder).
    @Test("The same answer as NSString on longer paths", arguments: [
        "ab", "ab/", "ab/cd", "ab/cd//", "/ab/cd/ef", "./ab", "../ab", "ab/./cd", "/ab", "Locales/es-ES/page.md",
        "ünï/cödé", "a b/c d",
    ])
    func matchesFoundation(path: String) {
        #expect(PathString.parent(of: path) == (path as NSString).deletingLastPathComponent)
    }

    @Test("resolving(_:from:): a relative target against the file's folder", arguments: [
        ("includes/a.md", "es-ES/page.md", "es-ES/includes/a.md"), ("../includes/a.md", "es-ES/page.md", "includes/a.md"),
        ("./a.md", "es-ES/x/page.md", "es-ES/x/a.md"), ("a.md", "page.md", "a.md"),
    ])
    func resolving(target: String, file: String, resolved: String) {
        #expect(PathString.resolving(target, from: file) == resolved)
    }

    @Test("resolving(_:from:): nothing for rooted targets, URLs and climbs above the root",
          arguments: ["/a.md", "~/includes/a.md", "https://x/a.md", "../../a.md", ""])
    func notResolved(target: String) {
        #expect(PathString.resolving(target, from: "es-ES/page.md") == nil)
    }
}
