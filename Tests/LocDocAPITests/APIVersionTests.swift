import LocDocAPI
import Testing

@Test("The API report schema is version 1")
func apiReportVersion() {
    #expect(APIReportVersion.current == 1)
}
