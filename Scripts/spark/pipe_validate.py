#!/usr/bin/env python3
"""Runs `ppdata validate --ndjson --format ndjson` over NDJSON input with Apache Spark's RDD.pipe (issue 42).

    python3 Scripts/spark/pipe_validate.py --ppdata PATH --output DIR INPUT [INPUT ...]
    spark-submit Scripts/spark/pipe_validate.py --ppdata PATH --output DIR INPUT ...   (the master from spark-submit)

INPUT is an NDJSON file or a folder of them (its files in name order, names starting with '_' or '.' left out), on
any file system Hadoop reads (a local path, file://, hdfs://, s3a://...). DIR gets Spark's part-NNNNN files; read in
part order they hold exactly what `ppdata validate --ndjson --format ndjson INPUT-FILES` prints on one machine: one
compact JSON object per document, in input order, with "source" the file and "line" the physical line in that file.
Exit status: 0 every document valid, 1 at least one invalid, 2 the job failed or the arguments are wrong.
The recipe, its subtleties and a recorded run: docs/spark.md. The check against a plain run: check-spark.sh beside
this file.

How it works, and why:
- Lines are read with Hadoop's TextInputFormat and "\n" as the record delimiter. Spark's sc.textFile would also
  end a record at a lone CR, which ppdata does not (it ends lines at LF only and drops a CR before the LF), so line
  numbers could drift. With "\n" the CR of a CRLF line stays on the record and ppdata drops it as it would in a file.
  Hadoop decodes records as UTF-8 with U+FFFD for invalid bytes: a line that is not UTF-8 is MALFORMED_JSON in a
  plain run but may pass here.
- ppdata's "line" and "source" are relative to the stream it reads: every partition is a fresh standard input
  ("<stdin>", lines from 1). So a first job counts the lines of each partition (what RDD.zipWithIndex does before it
  numbers), the start of each partition within its file follows, and each output object's "source" and "line"
  (and the issue lines, and the two messages that quote a line) are rewritten to the file's. ppdata prints one
  object per non-blank line, none for a blank or whitespace-only one; blank lines still count as lines, as in a file.
  A partition that starts inside its file is fed a blank line first, as ppdata treats its first line apart (a BOM
  there is dropped).
- ppdata exits 1 when a document is invalid. PySpark's RDD.pipe ignores the exit status unless checkCode=True, which
  fails the task on any non-zero status; Scala's RDD.pipe always fails on one. So the command is a /bin/sh wrapper that
  turns 1 into 0 and passes any other status on, with checkCode=True: a crash or a usage error fails the task (and
  Spark retries it), an invalid document does not. Each partition must also give exactly one object per non-blank
  line, or the task fails.
- The binary is shipped with SparkContext.addFile. PySpark builds the pipe's command on the driver, so the wrapper
  tries the driver's SparkFiles path (local mode, or an executor on the driver's machine) and then ./NAME in the
  executor's working directory, where Spark puts added files on a cluster. The executors must be able to run it:
  same OS and architecture, a glibc at least as new as the build's (the release build links the Swift runtime in).
"""
import argparse
import itertools
import json
import os
import re
import shlex
import sys
import time

TEXT_INPUT_FORMAT = "org.apache.hadoop.mapreduce.lib.input.TextInputFormat"


class InputError(Exception):
    pass


# The start of each ppdata output object for standard input; kind and valid hold no user text.
OUTPUT_HEAD = re.compile(r'\{"source":"<stdin>","line":([0-9]+),"kind":"[a-z0-9-]+","valid":(true|false),')

# Runs ppdata on the pipe's standard input; exit 1 (invalid documents) becomes 0, any other failure is passed on.
# $1: the binary where the driver put it; $2: ./NAME in the executor's working directory; the rest: ppdata options.
WRAPPER = (
    'bin=$1; [ -x "$bin" ] || bin=$2; shift 2; '
    '[ -x "$bin" ] || { echo "$0: no executable ppdata at $bin" >&2; exit 127; }; '
    '"$bin" validate --ndjson --format ndjson "$@"; rc=$?; [ "$rc" -le 1 ] || exit "$rc"'
)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        description="Validate NDJSON payment documents with ppdata, one ppdata process per Spark partition.")
    parser.add_argument("inputs", nargs="+", metavar="INPUT", help="NDJSON file or folder of NDJSON files")
    parser.add_argument("--ppdata", required=True,
                        help="the ppdata binary to ship to the executors (a local path or a URI Spark fetches)")
    parser.add_argument("--output", required=True, help="output folder (must not exist); part files in order")
    parser.add_argument("--master", help="Spark master (default: spark-submit's, else local[*])")
    parser.add_argument("--split-mb", type=float, default=0,
                        help="largest input split in MB (default: Hadoop's, e.g. 32 MB on a local file system)")
    parser.add_argument("--validate-args", default="",
                        help="more `ppdata validate` options as one string: --validate-args='--now 2026-12-02'")
    return parser.parse_args(argv)


def list_files(sc, inputs):
    """Each input file, or each file of an input folder in name order, as (name used in "source", Hadoop path)."""
    jvm = sc._jvm
    hadoop_conf = sc._jsc.hadoopConfiguration()
    files = []
    for given in inputs:
        path = jvm.org.apache.hadoop.fs.Path(given)
        fs = path.getFileSystem(hadoop_conf)
        if not fs.exists(path):
            raise InputError(f"no such input: {given}")
        if fs.getFileStatus(path).isDirectory():
            names = sorted(status.getPath().getName() for status in fs.listStatus(path) if status.isFile())
            files += [(given.rstrip("/") + "/" + name, given.rstrip("/") + "/" + name)
                      for name in names if not name.startswith(("_", "."))]
        else:
            files.append((given, given))
    return files


def line_counts(starts_file):
    """For a partition: (lines, non-blank lines). Blank, as ppdata reads it: only spaces, tabs and CRs, after a byte
    order mark when the line is the first of its file."""
    def count(partition, partition_lines):
        lines = documents = 0
        for line in partition_lines:
            if lines == 0 and partition in starts_file and line.startswith("\ufeff"):
                line = line[1:]
            lines += 1
            if line.strip(" \t\r"):
                documents += 1
        yield lines, documents
    return count


def main(argv):
    arguments = parse_arguments(argv)
    remote = "://" in arguments.ppdata  # e.g. hdfs://.../ppdata, fetched by Spark itself
    if not remote and not os.access(arguments.ppdata, os.X_OK):
        print(f"pipe_validate: {arguments.ppdata} is not an executable", file=sys.stderr)
        return 2

    from pyspark import SparkConf, SparkContext, SparkFiles

    # Start the JVM (or join spark-submit's) first: only then does SparkConf see spark-submit's --master and --conf.
    SparkContext._ensure_initialized()
    conf = SparkConf().setAppName("ppdata-pipe-validate")
    if arguments.master:
        conf.setMaster(arguments.master)
    elif not conf.contains("spark.master"):
        conf.setMaster("local[*]")
    sc = SparkContext(conf=conf)
    try:
        print(f"pipe_validate: Spark {sc.version}, master {sc.master}", file=sys.stderr)
        sc.addFile(arguments.ppdata if remote else os.path.abspath(arguments.ppdata))
        name = os.path.basename(arguments.ppdata.rstrip("/"))

        hadoop_conf = {"textinputformat.record.delimiter": "\n"}
        if arguments.split_mb > 0:
            hadoop_conf["mapreduce.input.fileinputformat.split.maxsize"] = str(int(arguments.split_mb * 1024 * 1024))
        files = list_files(sc, arguments.inputs)
        if not files:
            raise InputError("the inputs hold no file")
        # One RDD of lines per file, joined: partition k of the union is a known split of a known file, and the
        # splits of a file come in file order.
        per_file = [sc.newAPIHadoopFile(path, TEXT_INPUT_FORMAT, "org.apache.hadoop.io.LongWritable",
                                        "org.apache.hadoop.io.Text", conf=hadoop_conf).values()
                    for _, path in files]
        lines = sc.union(per_file)
        owner, starts_file = [], set()  # the file of each partition; the partitions that start a file
        for index, rdd in enumerate(per_file):
            starts_file.add(len(owner))
            owner += [index] * rdd.getNumPartitions()

        # Job 1: lines per partition; then each partition's first line number in its file (zipWithIndex's method).
        started = time.monotonic()
        counts = lines.mapPartitionsWithIndex(line_counts(starts_file)).collect()
        counted = time.monotonic()
        plan, seen = [], {}
        for partition, (count, documents) in enumerate(counts):
            file_index = owner[partition]
            plan.append((json.dumps(files[file_index][0], ensure_ascii=False), seen.get(file_index, 0), documents))
            seen[file_index] = seen.get(file_index, 0) + count
        plan = sc.broadcast(plan)

        documents_seen = sc.accumulator(0)
        invalid_seen = sc.accumulator(0)

        def restore_lines(partition, outputs):
            """Turns ppdata's per-partition "<stdin>" line numbers into the file's, and checks completeness."""
            source, before, expected = plan.value[partition]
            if before > 0:
                before -= 1  # the blank line put before the partition's lines (below)
            produced = invalid = 0
            for output in outputs:
                head = OUTPUT_HEAD.match(output)
                if head is None:
                    raise RuntimeError(f"pipe_validate: unexpected ppdata output in partition {partition}: "
                                       f"{output[:200]!r}")
                relative = int(head.group(1))
                line = before + relative
                rest = output[head.end(1):]
                if line != relative:
                    # The issue objects' lines, and the two messages that quote a line of the document.
                    rest = (rest.replace(f'"line":{relative},"column":', f'"line":{line},"column":')
                                .replace(f'(first at line {relative}, column ', f'(first at line {line}, column ')
                                .replace(f' (line {relative}); WebKit', f' (line {line}); WebKit'))
                produced += 1
                if head.group(2) == "false":
                    invalid += 1
                yield '{"source":' + source + ',"line":' + str(line) + rest
            if produced != expected:
                raise RuntimeError(f"pipe_validate: partition {partition}: ppdata wrote {produced} results for "
                                   f"{expected} documents")
            documents_seen.add(produced)
            invalid_seen.add(invalid)

        command = shlex.join(["/bin/sh", "-c", WRAPPER, "ppdata-wrapper", SparkFiles.get(name), "./" + name]
                             + shlex.split(arguments.validate_args))
        # Job 2: one ppdata process per partition, fed one line per element; its output in the same partition.
        # A partition that starts inside its file is fed a blank line first, so that its first line is not ppdata's
        # first: ppdata drops a byte order mark only there (a line holding just a BOM is blank at the start of a
        # file, an empty document elsewhere).
        def after_blank_line(partition, partition_lines):
            return itertools.chain([""], partition_lines) if plan.value[partition][1] > 0 else partition_lines

        results = (lines.mapPartitionsWithIndex(after_blank_line, preservesPartitioning=True)
                   .pipe(command, checkCode=True)
                   .mapPartitionsWithIndex(restore_lines))
        results.saveAsTextFile(arguments.output)

        documents, invalid = documents_seen.value, invalid_seen.value
        print(f"pipe_validate: {documents} documents checked: {documents - invalid} valid, {invalid} invalid "
              f"({len(files)} files, {len(counts)} partitions; counting {counted - started:.1f} s, validating "
              f"{time.monotonic() - counted:.1f} s) -> {arguments.output}", file=sys.stderr)
        return 1 if invalid else 0
    except InputError as error:
        print(f"pipe_validate: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # a failed job (Spark has logged why): exit 2, as 1 means invalid documents
        text = str(error)
        status = re.search(r"PIPE_FUNCTION_EXITED.*?exited with error code (-?[0-9]+)", text, re.S)
        check = re.search(r"pipe_validate: ((partition|unexpected ppdata output in partition) [0-9]+:[^\n]*)", text)
        reason = (f"ppdata exited with status {status.group(1)} in a task" if status
                  else check.group(1) if check else text.splitlines()[0] if text else type(error).__name__)
        print(f"pipe_validate: the job failed: {reason}", file=sys.stderr)
        return 2
    finally:
        sc.stop()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
