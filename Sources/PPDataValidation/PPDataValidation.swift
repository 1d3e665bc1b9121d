/// Validation of payment documents against the PPData tables.
@_exported import PPData
