/// The version of the scenario protocol between `locdoc test` and a generated scenario binary.
public enum HarnessVersion {
    public static let current = 1
}
