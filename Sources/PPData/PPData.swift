/// PPData: typed payment reference tables (currencies, countries, MPL locales).
///
/// Pure Swift with no ICU dependency, so payment modules can import the tables alone.
public enum PPDataInfo {
    /// The ppdata version, shown by `ppdata --version`.
    public static let version = "0.1.0"

    /// Where docs/rules.md, the reference of every diagnostic code, is published: SARIF output links each rule to
    /// its section here (`#tax_total_required`). One constant, so a fork or a mirror changes one line.
    public static let rulesDocumentURL = "https://github.com/ppdata/ppdata/blob/main/docs/rules.md"
}
