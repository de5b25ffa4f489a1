/// Docket's version, printed by `docket --version`.
enum DocketVersion {
    static let current = "0.1.0"
}
