/// PPData: typed payment reference tables (currencies, countries, MPL locales).
///
/// Pure Swift with no ICU dependency, so payment modules can import the tables alone.
public enum PPDataInfo {
    /// The ppdata version, shown by `ppdata --version`.
    public static let version = "0.1.0"
}
