#!/usr/bin/env bash
# Builds the ppdata command for installing or shipping: release mode, the Swift runtime linked in, one build.
# Prints the binary's path (.build/release/ppdata).
#
# Usage: Scripts/build-release.sh [extra swift build arguments]
#        PPDATA_PGO=1 Scripts/build-release.sh     # also profile-guided (two builds: about twice the time)
#        PPDATA_NO_PIE=1 Scripts/build-release.sh  # position-dependent: starts about 0.5 ms sooner, but the
#                                                  # executable always loads at the same address (no randomisation)
#
# What each setting does, and why (measured on `ppdata validate Examples/orders-v2-valid.json` against a print("hello")
# built the same way; Benchmarks/Validation/HISTORY.md, "Start-up"):
# --static-swift-stdlib   the Swift runtime linked in: runs on machines without a Swift toolchain.
# (position-independent, the default) the executable loads at a random address, like its libraries: ppdata reads
#                         untrusted input. The loader then adjusts about 42,000 pointers in its data before main
#                         (about a third of a one-document run's start-up); PPDATA_NO_PIE=1 (-no-pie) saves that and
#                         gives up the randomisation.
# -fuse-ld=lld            the toolchain's own linker (ld.lld beside swift) rather than the system's gold, when the
#                         toolchain has it: the position-independent binary it links starts about 0.4 ms sooner
#                         (3.20 -> 2.79 ms, median of 201 interleaved one-document runs). Packing the relative
#                         relocations as well (-z pack-relative-relocs, lld only) measured no faster (401 runs) and
#                         would make the binary need glibc 2.36: not taken.
# --no-export-dynamic     the static runtime's link arguments export every symbol of the program's own modules
#                         (2,600 here), which the runtime's start-up then searches linearly (dladdr); nothing needs them.
# --strip-debug           no DWARF debug information in the binary (about 39 MB -> about 30 MB); the symbol table stays, so
#                         backtraces and profilers still name functions.
# --disable-local-rpath   no $ORIGIN run path: with the runtime linked in there is nothing to find next to the binary,
#                         and the loader would first look for each system library in a dozen directories beside it.
#
# Profile-guided optimisation (Linux, PPDATA_PGO=1; opt-in because it doubles the build time): a first build is
# instrumented (LLVM IR-level counters, `-ir-profile-generate`, into .build-pgo), runs `validate` on Examples/*.json (every document kind, valid and invalid: read as files, as
# NDJSON lines and as one document), and the release build then uses the merged counts (`-ir-profile-use`): the
# compiler lays out each function's usual path straight, inlines along it, and moves what a run seldom takes aside.
# On the first 20,000 documents of the broad benchmark corpus, which the examples are not, the result took 0.85 of
# the CPU time of the build without it (one core, median of 100 interleaved rounds; the old Orders v2 corpus 0.81,
# both cores 0.87 of the wall time; Benchmarks/Validation/HISTORY.md, "Session 26"). The output is the same; only
# speed depends on the profile. Both flags reach the compiler through -Xfrontend (the Swift driver drops them), and
# Swift's own `-profile-use` (SIL-level) is not used: Swift 6.3.1 stops on an assertion with it
# (ColdBlockInfo::inferFromEdgeProfile). When the toolchain lacks llvm-profdata or clang's profile runtime, or any
# profile step fails, the script says so on stderr and builds without a profile.
set -euo pipefail
cd "$(dirname "$0")/.."

# The link settings above, for Linux.
linux_settings=(-c release --product ppdata --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic
  -Xlinker --strip-debug)
if [ -x "$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld" ]; then
  linux_settings+=(-Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)
fi
if [ "${PPDATA_NO_PIE:-0}" = 1 ]; then
  linux_settings+=(-Xswiftc -Xclang-linker -Xswiftc -no-pie)
fi

# Prints the path of a profile for the current sources, .build-pgo/profile-KEY.profdata, made (unless it exists) from an
# instrumented build's run on the examples. KEY is a hash of the instrumented binary and the examples, so the path
# changes exactly when the profile would: the release build's command line changes with it, and the compiler runs
# again. Returns 1 on any failure, after saying what failed (`set -e` does not apply inside the `if` that calls it).
make_profile() {
  local toolchain profdata runtime pgo instrumented key profile
  toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
  profdata="$toolchain/llvm-profdata"
  runtime="$(ls "$toolchain"/../lib/clang/*/lib/linux/libclang_rt.profile-"$(uname -m)".a 2>/dev/null | head -n 1)"
  [ -x "$profdata" ] || { echo "build-release.sh: no llvm-profdata beside swift" >&2; return 1; }
  [ -n "$runtime" ] || { echo "build-release.sh: no clang profile runtime in the toolchain" >&2; return 1; }
  pgo="$PWD/.build-pgo"
  mkdir -p "$pgo" || return 1
  # The runtime is linked by hand (the Swift driver adds it only for its own -profile-generate), and
  # __llvm_profile_runtime kept: it registers the writing of the counts at exit.
  swift build "${linux_settings[@]}" --scratch-path "$pgo/build" \
    -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate="$pgo/raw" \
    -Xlinker "$runtime" -Xlinker -u -Xlinker __llvm_profile_runtime "$@" >&2 || return 1
  instrumented="$(swift build "${linux_settings[@]}" --scratch-path "$pgo/build" --show-bin-path)/ppdata" || return 1
  key="$(cat "$instrumented" Examples/*.json | sha256sum | cut -c1-16)" || return 1
  profile="$pgo/profile-$key.profdata"
  if [ ! -f "$profile" ]; then
    rm -rf "$pgo/raw" "$pgo"/profile-*.profdata || return 1
    # Each example as one NDJSON line (a pretty-printed document's line breaks are all between tokens), 200 times.
    local file round
    for round in $(seq 200); do
      for file in Examples/*.json; do tr '\n' ' ' < "$file"; echo; done
    done > "$pgo/examples.ndjson" || return 1
    # `validate` exits 1 when a document is invalid, as some examples are; any other status is a failure.
    train() {
      LLVM_PROFILE_FILE="$pgo/raw/%p.profraw" "$instrumented" validate "$@" > /dev/null
      [ $? -le 1 ] || { echo "build-release.sh: the instrumented ppdata failed on: validate $*" >&2; return 1; }
    }
    train --ndjson --format ndjson "$pgo/examples.ndjson" || return 1
    train Examples/*.json || return 1
    train Examples/orders-v2-valid.json || return 1
    "$profdata" merge -o "$profile.partial" "$pgo"/raw/*.profraw && mv "$profile.partial" "$profile" || return 1
  fi
  echo "$profile"
}

if [ "$(uname -s)" = Linux ]; then
  # Code generation runs whenever the compiler does: by default it is skipped when a module's IR before optimisation
  # is unchanged, which a new profile does not change (the old objects would stay).
  settings=("${linux_settings[@]}" -Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen)
  if [ "${PPDATA_PGO:-0}" = 1 ]; then
    if profile="$(make_profile "$@")"; then
      settings+=(-Xswiftc -Xfrontend -Xswiftc -ir-profile-use="$profile")
    else
      echo "build-release.sh: building without a profile" >&2
    fi
  fi
  swift build "${settings[@]}" "$@" >&2
else
  # macOS: the Swift runtime is part of the system, and Apple's linker takes none of the settings above.
  swift build -c release --product ppdata "$@" >&2
fi
echo "$(swift build -c release --show-bin-path)/ppdata"
