#!/usr/bin/env bash
# Builds the ppdata command for installing or shipping: release mode, linked so that it starts quickly. Prints the
# binary's path (.build/release/ppdata).
#
# Usage: Scripts/build-release.sh [extra swift build arguments]
#
# What each setting does, and why (measured on `ppdata validate Examples/orders-v2-valid.json` against a print("hello")
# built the same way; Benchmarks/Validation/README.md, "Start-up"):
# --static-swift-stdlib   the Swift runtime linked in: runs on machines without a Swift toolchain.
# -no-pie                 a position-dependent executable. A position-independent one makes the loader adjust about
#                         42,000 pointers in the executable's data before main (the Swift runtime's and our type
#                         metadata, FoundationEssentials' through swift-argument-parser) and copy every page that
#                         holds one: about a third of a one-document run's start-up. The cost is that the executable
#                         itself always loads at the same address (shared libraries are still randomised); drop the
#                         flag to keep the executable's address randomised as well.
# --no-export-dynamic     the static runtime's link arguments export every symbol of the program's own modules
#                         (2,600 here), which the runtime's start-up then searches linearly (dladdr); nothing needs them.
# --disable-local-rpath   no $ORIGIN run path: with the runtime linked in there is nothing to find next to the binary,
#                         and the loader would first look for each system library in a dozen directories beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Linux ]; then
  swift build -c release --product ppdata --static-swift-stdlib --disable-local-rpath \
    -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic "$@" >&2
else
  # macOS: the Swift runtime is part of the system, and Apple's linker takes none of the settings above.
  swift build -c release --product ppdata "$@" >&2
fi
echo "$(swift build -c release --show-bin-path)/ppdata"
