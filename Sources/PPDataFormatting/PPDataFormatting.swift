/// Locale-aware currency formatting through ICU.
import PPData
