#!/usr/bin/env python3
"""The broad benchmark's peer (issue 13): what of ppdata's checks fits in 150 lines of Python (kind detection, required
fields, exact decimal amounts with currency precision, totals, currency and country codes, email shape), one JSON line
per document to OUT. No positions, messages, address rules, phones or cards; orjson keeps the last of two duplicate
keys silently. Usage: peer_validator.py IN.ndjson OUT.ndjson"""
import re, sys
from decimal import Decimal
import orjson, pycountry

COUNTRIES = {c.alpha_2 for c in pycountry.countries} | {c.alpha_2 for c in pycountry.historic_countries} | {"C2"}  # withdrawn: warnings
ZERO_DECIMALS = {"HUF", "JPY", "TWD"}
PAYPAL = ZERO_DECIMALS | set("AUD BRL CAD CNY CZK DKK EUR HKD ILS MYR MXN NOK NZD PHP PLN GBP RUB SGD SEK CHF THB USD".split())
AMOUNT = re.compile(r"-?[0-9]*\.?[0-9]+\Z")
EMAIL = re.compile(r"[^@\s]{1,64}@[^@\s.]+(\.[^@\s.]+)+\Z")

class Doc:  # one document's findings
    def __init__(self): self.errors = []
    def err(self, code): self.errors.append(code)
    def need(self, obj, key):  # a required member, or None after reporting it missing
        value = obj.get(key) if isinstance(obj, dict) else None
        if value is None: self.err("MISSING_REQUIRED_PARAMETER")
        return value
    def amount(self, text, currency, strings=True, positive=False, signed=False):  # Decimal or None
        if isinstance(text, (int, float)) and not isinstance(text, bool) and not strings: text = str(text)
        if not isinstance(text, str) or not AMOUNT.match(text): self.err("INVALID_PARAMETER_SYNTAX"); return None
        value, places = Decimal(text), len(text.partition(".")[2])
        if currency in ZERO_DECIMALS and "." in text: self.err("DECIMALS_NOT_SUPPORTED"); return None
        if places > 2: self.err("DECIMAL_PRECISION"); return None
        if (value < 0 and not signed) or (positive and value == 0): self.err("CANNOT_BE_ZERO_OR_NEGATIVE" if positive else "CANNOT_BE_NEGATIVE")
        return value
    def currency(self, code, paypal=True):  # Apple Pay takes any ISO code (a warning in ppdata)
        if not isinstance(code, str) or not re.fullmatch(r"[A-Z]{3}", code): self.err("INVALID_CURRENCY_CODE")
        elif paypal and code not in PAYPAL: self.err("CURRENCY_NOT_SUPPORTED")
        return code
    def country(self, code): (code is None or code in COUNTRIES) or self.err("INVALID_COUNTRY_CODE")
    def email(self, text): (text is None or (isinstance(text, str) and EMAIL.match(text) and len(text) <= 254)) or self.err("INVALID_EMAIL")
    def money(self, obj, positive=False):  # Orders v2 {currency_code, value}
        if not isinstance(obj, dict): self.err("MISSING_REQUIRED_PARAMETER"); return None, None
        code = self.currency(self.need(obj, "currency_code"))
        return code, self.amount(self.need(obj, "value"), code, positive=positive)

def orders_v2(d, doc):
    if doc.get("intent") not in ("CAPTURE", "AUTHORIZE"): d.err("INVALID_PARAMETER_VALUE" if "intent" in doc else "MISSING_REQUIRED_PARAMETER")
    units = d.need(doc, "purchase_units") or []
    if not 1 <= len(units) <= 10: d.err("INVALID_ARRAY_MIN_ITEMS")
    currencies = set()
    for unit in units:
        code, value = d.money(d.need(unit, "amount"), positive=True)
        currencies.add(code)
        breakdown = (unit.get("amount") or {}).get("breakdown") or {}
        parts = {key: d.money(part)[1] for key, part in breakdown.items()}
        items_sum, tax_sum = Decimal(0), Decimal(0)
        for item in unit.get("items") or []:
            d.need(item, "name")
            quantity = d.need(item, "quantity")
            if not (isinstance(quantity, str) and re.fullmatch(r"[1-9][0-9]{0,9}", quantity)): d.err("INVALID_PARAMETER_SYNTAX"); quantity = "0"
            _, price = d.money(d.need(item, "unit_amount"))
            items_sum += (price or 0) * int(quantity)
            if "tax" in item: tax_sum += (d.money(item["tax"])[1] or 0) * int(quantity)
        if unit.get("items") and parts.get("item_total") not in (None, items_sum): d.err("ITEM_TOTAL_MISMATCH")
        if unit.get("items") and parts.get("tax_total") not in (None, tax_sum): d.err("TAX_TOTAL_MISMATCH")
        if parts and value is not None and None not in parts.values():
            minus = parts.pop("shipping_discount", 0) + parts.pop("discount", 0)
            if sum(parts.values()) - minus != value: d.err("AMOUNT_MISMATCH")
        shipping = unit.get("shipping") or {}
        d.country((shipping.get("address") or {}).get("country_code"))
        d.email(shipping.get("email_address"))
    if len(currencies) > 1: d.err("MULTI_CURRENCY_ORDER")
    d.email((doc.get("payer") or {}).get("email_address"))

def payments_v1(d, doc):
    if doc.get("intent") not in ("sale", "authorize", "order"): d.err("INVALID_PARAMETER_VALUE")
    d.need(d.need(doc, "payer"), "payment_method")
    transactions = d.need(doc, "transactions") or []
    if not transactions: d.err("INVALID_ARRAY_MIN_ITEMS")
    for transaction in transactions:
        amount = d.need(transaction, "amount") or {}
        code = d.currency(d.need(amount, "currency"))
        total = d.amount(d.need(amount, "total"), code, positive=True)
        details = amount.get("details") or {}
        values = {key: d.amount(value, code) for key, value in details.items() if key != "shipping_discount"}
        if "shipping_discount" in details: values["shipping_discount"] = Decimal(str(details["shipping_discount"]))
        if details and total is not None and None not in values.values() and sum(values.values()) != total: d.err("AMOUNT_MISMATCH")
        items_sum = Decimal(0)
        for item in (transaction.get("item_list") or {}).get("items") or []:
            if d.need(item, "currency") != code: d.err("CURRENCY_MISMATCH")
            items_sum += (d.amount(d.need(item, "price"), code) or 0) * int(d.need(item, "quantity") or 0)
        if items_sum and values.get("subtotal", total) != items_sum: d.err("ITEM_TOTAL_MISMATCH")
        d.country(((transaction.get("item_list") or {}).get("shipping_address") or {}).get("country_code"))

def capture(d, doc): amount = d.need(doc, "amount") or {}; d.amount(d.need(amount, "total"), d.currency(d.need(amount, "currency")), positive=True)

def mpl(d, doc, receivers):
    code = d.currency(doc.get("paymentCurrency", "USD"))
    if len(receivers) > 1 or "receiverPaymentDetails" in doc:
        if len(receivers) < 2: d.err("TOO_FEW_RECEIVERS")
        if len(receivers) > 6: d.err("TOO_MANY_RECEIVERS")
    primaries = [r for r in receivers if r.get("isPrimary") is True]
    if len(primaries) > 1: d.err("MULTIPLE_PRIMARY_RECEIVERS")
    subtotals = []
    for receiver in receivers:
        recipient = d.need(receiver, "recipient")
        if isinstance(recipient, str) and not recipient.startswith("+"): d.email(recipient)
        subtotal = d.amount(d.need(receiver, "subTotal" if "subTotal" in receiver else "subtotal"), code, False, True)
        subtotals.append(subtotal)
        invoice = receiver.get("invoiceData")
        if invoice:
            prices = [d.amount(d.need(item, "totalPrice"), code, False) for item in d.need(invoice, "invoiceItems") or []]
            if None not in prices and subtotal is not None and sum(prices) != subtotal: d.err("ITEM_TOTAL_MISMATCH")
    if len(primaries) == 1 and None not in subtotals and 2 * subtotals[receivers.index(primaries[0])] < sum(subtotals): d.err("PRIMARY_AMOUNT_TOO_LOW")

def apple_pay(d, doc, js):
    d.country(d.need(doc, "countryCode"))
    code = d.currency(d.need(doc, "currencyCode"), paypal=False)
    if not doc.get("supportedNetworks") or not doc.get("merchantCapabilities"): d.err("MISSING_REQUIRED_PARAMETER")
    items = (doc.get("lineItems") or []) if js else d.need(doc, "paymentSummaryItems") or []
    total = d.need(doc, "total") if js else (items[-1] if items else None)
    if not js: d.need(doc, "merchantIdentifier"); items = items[:-1]
    if isinstance(total, dict):
        value = d.amount(d.need(total, "amount"), code, False)
        if value is not None and value > 100000000: d.err("MAX_VALUE_EXCEEDED")
    for item in items if isinstance(items, list) else []: d.amount(item.get("amount", "0"), code, False, signed=True) if isinstance(item, dict) else None

KINDS = [("purchase_units", "orders-v2", orders_v2), ("transactions", "payments-v1", payments_v1),
         ("is_final_capture", "payments-v1-capture", capture),
         ("receiverPaymentDetails", "mpl-advanced-payment", lambda d, doc: mpl(d, doc, doc["receiverPaymentDetails"])),
         ("subTotal", "mpl-payment", lambda d, doc: mpl(d, doc, [doc])), ("recipient", "mpl-payment", lambda d, doc: mpl(d, doc, [doc]))]

def check(line):
    d, kind = Doc(), "unknown"
    try: doc = orjson.loads(line)
    except orjson.JSONDecodeError: d.err("MALFORMED_JSON"); return kind, d.errors
    if not isinstance(doc, dict): d.err("UNKNOWN_DOCUMENT_KIND"); return kind, d.errors
    try:
        for key, name, rule in KINDS:
            if key in doc: kind = name; rule(d, doc); break
        else:
            if isinstance(doc.get("total"), dict): kind = "apple-pay-js"; apple_pay(d, doc, True)
            elif "paymentSummaryItems" in doc or "merchantCapabilities" in doc: kind = "apple-pay"; apple_pay(d, doc, False)
            elif any(k in doc for k in ("country_code", "countrycode")): kind = "address"; d.country(doc.get("country_code", doc.get("countrycode")))
            else: d.err("UNKNOWN_DOCUMENT_KIND")
    except (AttributeError, TypeError, ValueError, ArithmeticError): d.err("INVALID_PARAMETER_SYNTAX")  # a value of the wrong type
    return kind, d.errors

if __name__ == "__main__":
    with open(sys.argv[1], "rb") as source, open(sys.argv[2], "wb") as out:
        for number, line in enumerate(source, 1):
            if line.strip():
                kind, errors = check(line)
                out.write(orjson.dumps({"line": number, "kind": kind, "valid": not errors, "errors": errors}) + b"\n")
