import LocDocSnippets
import Testing

@Test("The test report schema is version 1")
func testReportVersion() {
    #expect(TestReportVersion.current == 1)
}
