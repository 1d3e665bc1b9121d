/// One value per breakdown key, in `OrdersV2.breakdownKeys` order, held inline: two of these per purchase unit
/// were arrays, an allocation each.
struct BreakdownParts<Element> {
    /// `0..<7`: the positions of `OrdersV2.breakdownKeys`.
    static var indices: Range<Int> { 0..<7 }
    private var values: (Element?, Element?, Element?, Element?, Element?, Element?, Element?) = (
        nil, nil, nil, nil, nil, nil, nil
    )

    /// The value at `index` (nil outside `indices`; writes there are ignored).
    subscript(index: Int) -> Element? {
        get {
            switch index {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            case 3: values.3
            case 4: values.4
            case 5: values.5
            case 6: values.6
            default: nil
            }
        }
        set {
            switch index {
            case 0: values.0 = newValue
            case 1: values.1 = newValue
            case 2: values.2 = newValue
            case 3: values.3 = newValue
            case 4: values.4 = newValue
            case 5: values.5 = newValue
            case 6: values.6 = newValue
            default: break
            }
        }
    }
}
