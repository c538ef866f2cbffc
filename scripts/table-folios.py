#!/usr/bin/env python3
"""Puts table files into the page cache in huge or in small folios, then reports how much of a mapping of them the
kernel maps with huge pages (FilePmdMapped in /proc/self/smaps): the A/B of huge against small pages for the
optimal solver's mapped tables (docs/BENCHMARKS.md, the H48 table).

    scripts/table-folios.py huge  FILE...   drop the files from the cache, then read them in order (readahead
                                            makes 2 MiB folios where the kernel and the file system allow)
    scripts/table-folios.py small FILE...   drop them, then read them with readahead off (4 KiB folios)
    scripts/table-folios.py check FILE...   only report

Linux only; run it as the files' owner. The folios stay as they are until the files leave the cache, so a solve run
after it maps them the same way.
"""
import mmap
import os
import sys

CHUNK = 1 << 20


def drop(path):
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)  # dirty pages are not dropped
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def read(path, readahead):
    fd = os.open(path, os.O_RDONLY)
    try:
        if not readahead:
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_RANDOM)
        offset = 0
        while True:
            got = len(os.pread(fd, CHUNK, offset))
            if got == 0:
                break
            offset += got
    finally:
        os.close(fd)


def pmd_mapped_kib(paths):
    """Maps every file, touches each page, and sums FilePmdMapped over this process's mappings."""
    maps = []
    for path in paths:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size == 0:
                continue
            m = mmap.mmap(f.fileno(), size, prot=mmap.PROT_READ)
            for i in range(0, size, 4096):
                m[i]
            maps.append(m)
    with open("/proc/self/smaps") as smaps:
        pmd = sum(int(line.split()[1]) for line in smaps if line.startswith("FilePmdMapped:"))
    total = sum(len(m) for m in maps) // 1024
    for m in maps:
        m.close()
    return pmd, total


def main(argv):
    if len(argv) < 3 or argv[1] not in ("huge", "small", "check"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    mode, paths = argv[1], argv[2:]
    if mode != "check":
        for path in paths:
            drop(path)
            read(path, readahead=mode == "huge")
    pmd, total = pmd_mapped_kib(paths)
    print(f"FilePmdMapped {pmd:,} kB of {total:,} kB mapped")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
