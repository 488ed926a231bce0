#pragma once

/// \file
/// Output files written atomically: a temporary file beside the target, flushed to disk, then
/// renamed over it, so that readers see the old or the new file, never a half-written one.

#include <filesystem>
#include <string>
#include <string_view>

namespace golf {

/// A file being written atomically. open() resolves `target`: a symbolic link (or a chain of
/// them, at most 40) is followed and the file it points to is replaced, the link stays a link;
/// a target that exists and is not a regular file (a device such as /dev/null, a FIFO, a
/// socket, a folder) is refused. The temporary file ".NAME.tmp-XXXXXX" lies in the folder of
/// the resolved file and takes the permissions of the file it replaces (0666 less the umask
/// for a new one). Every failure (a full file system, a read-only folder, ...) removes the
/// temporary file and gives a message naming the target and the reason. Not copyable.
class AtomicFile {
  public:
    /// Starts writing `target`; check error() before writing.
    explicit AtomicFile(const std::filesystem::path& target);
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;
    /// Removes the temporary file unless commit() succeeded.
    ~AtomicFile();

    /// Appends `bytes`; false (and error() says why) on failure, and at once after one.
    [[nodiscard]] bool write(std::string_view bytes);
    /// Flushes to disk, closes and renames over the target; returns error() ("" on success).
    [[nodiscard]] std::string commit();
    /// The first failure, naming the target ("" while everything went well).
    [[nodiscard]] const std::string& error() const { return error_; }
    /// The temporary file being written ("" once committed or discarded), for a caller that
    /// must remove it where no destructor runs (a signal that ends the process).
    [[nodiscard]] const std::string& temporaryPath() const { return temporary_; }

  private:
    void fail(const std::string& what, int errorNumber);
    void discard();

    std::string shownTarget_;        ///< the target as given, for messages
    std::filesystem::path resolved_; ///< the file that is replaced (links followed)
    std::string temporary_;          ///< the temporary file's path
    int fd_ = -1;
    std::string error_;
};

/// Writes `text` to `path` with an AtomicFile. Returns an error message, or "" on success.
[[nodiscard]] std::string writeFileAtomically(const std::filesystem::path& path,
                                              std::string_view text);

} // namespace golf
