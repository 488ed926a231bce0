#include "golf/formats/atomic_file.hpp"

#include "golf/core/display_text.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace golf {
namespace {

namespace fs = std::filesystem;

/// Most symbolic links followed, as the kernel's limit.
constexpr int maxLinks = 40;

/// The path a chain of symbolic links starting at `path` ends at, or an errno value.
struct Resolved {
    fs::path path;
    int error = 0;
};

[[nodiscard]] Resolved followLinks(fs::path path) {
    for (int i = 0; i <= maxLinks; ++i) {
        std::error_code error;
        const fs::file_status status = fs::symlink_status(path, error);
        if (!fs::is_symlink(status)) {
            return {path, 0};
        }
        const fs::path link = fs::read_symlink(path, error);
        if (error) {
            return {path, error.value()};
        }
        path = link.is_absolute() ? link : path.parent_path() / link;
    }
    return {path, ELOOP};
}

/// What is wrong with replacing the file at `path` (links already followed), or "".
[[nodiscard]] std::string unreplaceable(const fs::path& path, int& errorNumber) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0) {
        errorNumber = errno == ENOENT ? 0 : errno;
        return errorNumber == 0 ? "" : "cannot look at the file";
    }
    if (S_ISREG(info.st_mode)) {
        return "";
    }
    errorNumber = 0;
    if (S_ISDIR(info.st_mode)) {
        return "not written: it is a folder, not a regular file";
    }
    if (S_ISFIFO(info.st_mode)) {
        return "not written: it is a FIFO, not a regular file";
    }
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode)) {
        return "not written: it is a device, not a regular file";
    }
    return "not written: it is not a regular file";
}

/// The permissions a new file gets: 0666 less the umask.
[[nodiscard]] mode_t newFileMode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

} // namespace

AtomicFile::AtomicFile(const fs::path& target) : shownTarget_(displayText(target.string(), 1024)) {
    if (target.empty()) {
        error_ = "an empty file name: not written";
        return;
    }
    const Resolved resolved = followLinks(target);
    resolved_ = resolved.path;
    if (resolved.error != 0) {
        fail("cannot follow the symbolic link", resolved.error);
        return;
    }
    int errorNumber = 0;
    if (const std::string problem = unreplaceable(resolved_, errorNumber); !problem.empty()) {
        fail(problem, errorNumber);
        return;
    }
    struct stat existing {};
    const bool exists = ::stat(resolved_.c_str(), &existing) == 0;
    const fs::path folder = resolved_.parent_path();
    temporary_ = ((folder.empty() ? fs::path(".") : folder) /
                  ("." + resolved_.filename().string() + ".tmp-XXXXXX"))
                     .string();
    fd_ = ::mkstemp(temporary_.data());
    if (fd_ < 0) {
        temporary_.clear();
        fail("cannot create a temporary file beside it", errno);
        return;
    }
    if (::fchmod(fd_, exists ? (existing.st_mode & 07777) : newFileMode()) != 0) {
        fail("cannot set the permissions of the temporary file", errno);
    }
}

AtomicFile::~AtomicFile() {
    discard();
}

void AtomicFile::fail(const std::string& what, int errorNumber) {
    if (error_.empty()) {
        error_ = shownTarget_ + ": " + what +
                 (errorNumber != 0 ? std::string(": ") + std::strerror(errorNumber) : "");
    }
    discard();
}

void AtomicFile::discard() {
    if (fd_ >= 0) {
        ::close(fd_);
        fd_ = -1;
    }
    if (!temporary_.empty()) {
        ::unlink(temporary_.c_str());
        temporary_.clear();
    }
}

bool AtomicFile::write(std::string_view bytes) {
    while (error_.empty() && !bytes.empty()) {
        const ssize_t n = ::write(fd_, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            fail("cannot write", n < 0 ? errno : ENOSPC);
            break;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return error_.empty();
}

std::string AtomicFile::commit() {
    if (!error_.empty()) {
        return error_;
    }
    if (::fsync(fd_) != 0) {
        fail("cannot flush to disk", errno);
        return error_;
    }
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0) {
        fail("cannot write", errno);
        return error_;
    }
    if (::rename(temporary_.c_str(), resolved_.c_str()) != 0) {
        fail("cannot replace the file", errno);
        return error_;
    }
    temporary_.clear();
    return {};
}

std::string writeFileAtomically(const fs::path& path, std::string_view text) {
    AtomicFile file(path);
    if (!file.write(text)) {
        return file.error();
    }
    return file.commit();
}

} // namespace golf
